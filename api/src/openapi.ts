import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { fastifyUrl, routeCredentials, type RouteCredentials } from './common/http/credentials.js';
import { LIMITS } from './common/rate-limit/rate-limit.service.js';
import { API_KEY_PERMISSIONS, API_KEY_SECURITY, BUSINESS_API_TAG, IDEMPOTENCY_TTL_HOURS, MAX_ACTIVE_KEYS, PERMISSION_DESCRIPTIONS } from './modules/api-keys/index.js';
import { BUSINESS_SESSION_COOKIE, CONSUMER_SESSION_COOKIE } from './modules/auth/index.js';
import { MAX_WAITING_PER_ENDPOINT } from './modules/webhooks/index.js';

const perKey = LIMITS.apiKeyRequests;
const failedKeys = LIMITS.failedApiKeyPerAddress;
const newKeys = LIMITS.apiInvitationKeysPerCompany;

// The document's introduction: the /api page shows it first (Markdown, rendered by Redoc).
const DESCRIPTION = `Public company reviews. Errors are {statusCode, error, message}. State-changing calls from another origin are refused.

## Connect your shop: API keys

Send review invitations from your shop or CRM, and read your company's published reviews, with an API key.

1. **Get a key.** Sign in to your business dashboard, choose a company you own (a verified claim) and create a key under **API keys**. Give it only the permissions it needs:
${API_KEY_PERMISSIONS.map((p) => `   - \`${p}\`: ${PERMISSION_DESCRIPTIONS[p]}`).join('\n')}

   The key is shown once, when it is created, and kept only as a hash: copy it then, and keep it on your server, never in a web page or an app. A company may have ${MAX_ACTIVE_KEYS} active keys; revoke one on the dashboard and calls made with it are refused at once.
2. **Send it** with every call in the header \`Authorization: Bearer <key>\`. The calls under \`/api/v1\` take only a key, never a session cookie, and a key opens no other call.
3. **Send an invitation** with \`POST /api/v1/invitations\` and an \`Idempotency-Key\` header: your own value for this invitation, such as the order number. If the answer does not reach you, send the same request again with the same Idempotency-Key: it is answered again (with \`Idempotent-Replayed: true\`) and nothing is sent twice. An Idempotency-Key belongs to your company, not to one API key: a retry sent with any of the company's keys (say, a new one that replaced a revoked key) is answered the same way, and the same Idempotency-Key with another request is refused (422). Answers are kept ${IDEMPOTENCY_TTL_HOURS} hours. The plan's monthly quota, the account's 24-hour limit and people's opt-outs apply as on the dashboard.

\`\`\`bash
curl -X POST "$SITE/api/v1/invitations" \\
  -H "Authorization: Bearer $REVIEW_API_KEY" \\
  -H "Idempotency-Key: order-1042" \\
  -H "Content-Type: application/json" \\
  -d '{"email": "sam@example.net", "name": "Sam Taylor", "reference": "Order 1042"}'
\`\`\`

(\`$SITE\` is this site's address.) Each key may make ${perKey.points} calls a minute; beyond that the answer is 429 with \`Retry-After\` in seconds. A missing, unknown or revoked key is a 401; a key without the call's permission, or whose account no longer owns the company or is suspended, a 403. Refused calls of a key count against its own limit too. After ${failedKeys.points} unknown or malformed keys from one address in ${failedKeys.durationSeconds / 60} minutes, every /api/v1 call from that address is a 429 until \`Retry-After\` has passed. A company makes at most ${newKeys.points.toLocaleString('en')} invitation requests under new Idempotency-Keys in ${newKeys.durationSeconds / 3600} hours (a retry of an answered one counts nothing); beyond that, a 429.

## Webhooks: hear of reviews

On the business dashboard, add an \`https://\` address of your server for \`review.created\`, \`review.updated\` (edited, or published again after a moderator hid it) and \`review.hidden\`. Each event is POSTed as JSON \`{id, type, createdAt, data: {review}}\` with the headers \`Webhook-Id\` (the same on every retry of one event: use it to ignore repeats), \`Webhook-Timestamp\` (Unix seconds) and \`Webhook-Signature: t=<timestamp>,v1=<hex>\`, where \`v1\` is the HMAC-SHA256, with the endpoint's signing secret (shown once, when the endpoint is added or its secret rolled), of \`<timestamp>.<the raw body>\`. For up to 24 hours after the secret is rolled on the dashboard, a second \`v1\`, made with the previous secret, follows the first: accept the delivery when any \`v1\` matches. Check it with a constant-time comparison and refuse timestamps older than a few minutes. Any 2xx answer within 10 seconds counts as delivered; otherwise the delivery is tried again with growing pauses for 24 hours. Redirects are not followed, and an address must use port 443 or a port from 1024 and not be on a private network. Events may arrive out of order: order them by \`createdAt\`, or read the review again, rather than trusting the last one to arrive. The events of a review that a moderator hides or that is deleted stop if they have not been sent yet. Edits of a review that have not been sent yet reach you as one \`review.updated\` with the latest data and the latest edit's \`createdAt\`, under the \`Webhook-Id\` of the first of them; an edit made once a delivery has been tried is an event of its own. At most ${MAX_WAITING_PER_ENDPOINT.toLocaleString('en')} deliveries wait for one endpoint: events beyond that are not queued (\`review.hidden\` always is), and the dashboard counts them (\`droppedEvents\`); read those reviews again through \`GET /api/v1/reviews\` to catch up. After 5 deliveries in a row fail for a day each, the endpoint is turned off until you turn it back on on the dashboard; its events wait for it meanwhile, and those less than a day old are sent when you do.`;

/** The prefix of every route of the API (Nest's global prefix). */
export const API_PREFIX = 'api';

/** The OpenAPI document, built from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Review Platform API')
      .setDescription(DESCRIPTION)
      .setVersion('1.0')
      // Relative, as the document's other addresses: resolved against the site that serves it.
      .setTermsOfService('/terms')
      .setLicense('Terms of use', '/terms')
      .addServer('/', "This site: every path starts with /api, on the address the document was read from")
      .addCookieAuth(CONSUMER_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: CONSUMER_SESSION_COOKIE }, 'consumer-session')
      .addCookieAuth(BUSINESS_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: BUSINESS_SESSION_COOKIE }, 'business-session')
      .addBearerAuth(
        // An opaque key, not a JWT (the builder's default format).
        { type: 'http', scheme: 'bearer', bearerFormat: 'rpk_ API key', description: 'A Business API key (rpk_...) from the business dashboard, for the /api/v1 calls only' },
        API_KEY_SECURITY,
      )
      .addTag(BUSINESS_API_TAG, "Calls for a business's own systems, made with an API key (Authorization: Bearer). See Connect your shop above.")
      .build(),
    // Tags are named, never derived from a controller's class name: one controller may serve
    // routes of two tags (ReviewsController: reviews and votes).
    { autoTagControllers: false },
  );
  return withSecurityAndErrors(document, routeCredentials(app, API_PREFIX));
}

/**
 * Each operation's `security`, from the guards of its route: the credentials any one of which
 * opens it, or none (`[]`, public). And the error shape for any 4xx an operation does not list
 * (a 400 for a bad query, the Origin check's 403 on a state change, a 429 from a limit in front of
 * the API): clients generated from the document type every refusal.
 */
function withSecurityAndErrors(document: OpenAPIObject, routes: RouteCredentials[]): OpenAPIObject {
  const byRoute = new Map(routes.map((r) => [`${r.method} ${r.url}`, r.credentials]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const credentials = byRoute.get(`${method.toUpperCase()} ${fastifyUrl(path)}`);
      if (!credentials) throw new Error(`No route serves ${method.toUpperCase()} ${path} of the OpenAPI document.`);
      operation.security = credentials.map((c) => ({ [c]: [] }));
      operation.responses['4XX'] ??= {
        description: 'Refused: the reason in one sentence, in the shape of every error of this API',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      };
    }
  }
  return document;
}
