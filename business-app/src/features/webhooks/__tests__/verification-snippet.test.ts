import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { VERIFICATION_SNIPPET } from '../utils/verification-snippet';

type Verify = (secret: string, headers: Record<string, string>, rawBody: string | Buffer) => boolean;

// The very text the dashboard shows, run as a receiver would run it.
const verifyWebhook = new Function('require', 'Buffer', `${VERIFICATION_SNIPPET}\nreturn verifyWebhook;`)(require, Buffer) as Verify;

const SECRET = 'whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQ';
const BODY = '{"id":"d1","type":"review.created","createdAt":"2026-03-02T09:00:00.000Z","data":{"review":{"id":"r1"}}}';

// As the API signs (api/src/modules/webhooks/webhook-signature.ts): HMAC-SHA256 of "<t>.<body>" under the whole secret.
// After a roll, one v1 per secret that signs, the current one first.
function signed(body: string, secondsAgo = 0, ...secrets: string[]): Record<string, string> {
  const t = Math.floor(Date.now() / 1000) - secondsAgo;
  const v1s = (secrets.length ? secrets : [SECRET]).map((secret) => `,v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
  return { 'webhook-id': 'd1', 'webhook-timestamp': String(t), 'webhook-signature': `t=${t}${v1s.join('')}` };
}

describe('the verification code shown to receivers', () => {
  it('accepts a delivery signed with the secret, the body as a string or as bytes', () => {
    expect(verifyWebhook(SECRET, signed(BODY), BODY)).toBe(true);
    expect(verifyWebhook(SECRET, signed(BODY, 200), Buffer.from(BODY))).toBe(true);
  });

  it('accepts a delivery signed with the new and the previous secret after a roll, holding either', () => {
    expect(verifyWebhook(SECRET, signed(BODY, 0, 'whsec_new', SECRET), BODY)).toBe(true);
    expect(verifyWebhook('whsec_new', signed(BODY, 0, 'whsec_new', SECRET), BODY)).toBe(true);
  });

  it('refuses another body, another secret, an old delivery and a malformed header', () => {
    expect(verifyWebhook(SECRET, signed(BODY), BODY.replace('r1', 'r2'))).toBe(false);
    expect(verifyWebhook(SECRET, signed(BODY, 0, 'whsec_other'), BODY)).toBe(false);
    expect(verifyWebhook(SECRET, signed(BODY, 0, 'whsec_other', 'whsec_another'), BODY)).toBe(false);
    expect(verifyWebhook(SECRET, signed(BODY, 301), BODY)).toBe(false);
    expect(verifyWebhook(SECRET, { 'webhook-signature': 'v1=abc' }, BODY)).toBe(false);
    expect(verifyWebhook(SECRET, { 'webhook-signature': signed(BODY)['webhook-signature'].replace(',v1=', ',v2=') }, BODY)).toBe(false);
    expect(verifyWebhook(SECRET, {}, BODY)).toBe(false);
  });
});
