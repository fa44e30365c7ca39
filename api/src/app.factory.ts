// Builds the configured Nest application; used by main.ts and by the integration tests alike.
import cookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyInstance, LogController, type FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { API_PREFIX, buildOpenApiDocument } from './openapi.js';
import { type AppConfig, type TrustProxy } from './config/config.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { originCheck } from './common/http/origin-check.js';
import { createValidationPipe } from './common/pipes/validation.js';
import { HotReadCache, HotReadInvalidations, registerHotReadHooks } from './modules/hot-reads/index.js';
import { registerWidgetScript } from './modules/widgets/index.js';
import { loggedUrl } from './common/http/logged-url.js';
import { logRequests } from './common/http/request-log.js';
import { registerSecurityHeaders } from './common/http/security-headers.js';
import { registerNoStore, routeCredentials } from './common/http/credentials.js';

/** The RFC 8058 one-click unsubscribe URLs of the mails' List-Unsubscribe headers (invitations, newsletter). */
const ONE_CLICK_UNSUBSCRIBE = ['/api/invitations/unsubscribe/one-click', '/api/newsletter/unsubscribe/one-click'];

/**
 * Fastify 5 takes a bare hop count as "trust no one" (it cannot check the nearest peer), so
 * TRUST_PROXY=2 becomes what it means: the nearest two hops are proxies.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    // Two log lines for every request cost more than a cached answer; requests are logged by
    // logRequests below: failures and slow ones, and all of them at debug level.
    logController: new LogController({ disableRequestLogging: true }),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Structured request logs without secrets: cookies and auth headers never reach the log.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req: FastifyRequest) => ({ method: req.method, url: loggedUrl(req.url), ip: req.ip, userAgent: req.headers['user-agent'] }),
            },
          },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    bodyParser: false, // the JSON parser is registered below
    logger: config.logLevel === 'silent' ? false : ['log', 'warn', 'error'],
  });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  await app.register(cookie);
  registerSecurityHeaders(fastify);
  registerNoStore(fastify, routeCredentials(app, API_PREFIX));
  fastify.addHook('onRequest', originCheck(config.publicOrigins));
  // After helmet and the origin check: a cached answer carries their headers too.
  registerHotReadHooks(fastify, app.get(HotReadCache), app.get(HotReadInvalidations));
  logRequests(fastify);
  closeConnectionsWhenClosing(fastify);
  // Clients often send Content-Type: application/json on a DELETE without a body; that is no body,
  // not bad JSON. Everything else goes through Fastify's own parser (prototype-poisoning safe).
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // A form body is accepted on the one-click unsubscribe routes only (mail clients post RFC 8058's
  // "List-Unsubscribe=One-Click" there), which read nothing from it. Anywhere else a form is a
  // 415 as before, so no cross-site HTML form can post to the API.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (request, _body, done) => {
    if (ONE_CLICK_UNSUBSCRIBE.some((path) => request.url.startsWith(`${path}?`))) return done(null, undefined);
    const error = Object.assign(new Error('Unsupported Media Type: application/x-www-form-urlencoded'), { statusCode: 415 });
    return done(error, undefined);
  });

  const document = buildOpenApiDocument(app);
  fastify.get('/api/openapi.json', (_req, reply) => reply.send(document));
  registerWidgetScript(fastify);

  await app.init();
  await fastify.ready();
  return app;
}

/**
 * A shutdown answers the requests under way, then closes their connections. Fastify closes the
 * idle ones when it starts closing and those of requests arriving meanwhile; a connection whose
 * request was under way would otherwise stay open, idle, for the keep-alive timeout (72 s), and
 * hold the shutdown that long.
 */
function closeConnectionsWhenClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
}
