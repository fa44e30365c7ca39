// How a delivery is signed. A receiver recomputes HMAC-SHA256(secret, "<timestamp>.<raw body>") and
// compares it in constant time; the timestamp, signed with the body, lets it refuse replays older
// than a few minutes. The dashboard shows the receiver's side (business-app, webhooks feature).
import { createHmac } from 'node:crypto';
import { newToken } from '../auth/index.js';

/** A new endpoint's signing secret: 256 random bits, with a prefix that says what it is. */
export function newWebhookSecret(): string {
  return `whsec_${newToken()}`;
}

/**
 * The Webhook-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the
 * whole secret>`, with one v1 per secret that signs: the current one first, then, for a while after
 * the secret was rolled, the previous one. A receiver accepts the delivery if any v1 matches.
 */
export function webhookSignature(secrets: readonly string[], timestamp: number, body: string): string {
  const macs = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  return [`t=${timestamp}`, ...macs].join(',');
}

/**
 * The headers of one attempt. Webhook-Id is the delivery's id, the same on every retry: a delivery
 * may arrive more than once (at least once), so receivers drop an id they have already handled.
 */
export function webhookHeaders(id: string, secrets: readonly string[], body: string, userAgent: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': userAgent,
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secrets, timestamp, body),
  };
}
