import { newWebhookSecret, webhookHeaders, webhookSignature } from './webhook-signature.js';

describe('webhook signatures', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256 under the whole secret (a value computed elsewhere)', () => {
    // python3: hmac.new(b'whsec_test-secret', b'1700000000.{"id":"evt"}', hashlib.sha256).hexdigest()
    expect(webhookSignature(['whsec_test-secret'], 1700000000, '{"id":"evt"}')).toBe('t=1700000000,v1=ad8a932e9bda23844307479679c5c53bed843d1680a913432fe3d6dfcf68f76c');
  });

  it('changes with the body, the timestamp and the secret', () => {
    const base = webhookSignature(['whsec_a'], 1, 'body');
    expect(webhookSignature(['whsec_a'], 1, 'body ')).not.toBe(base);
    expect(webhookSignature(['whsec_a'], 2, 'body').split(',v1=')[1]).not.toBe(base.split(',v1=')[1]);
    expect(webhookSignature(['whsec_b'], 1, 'body')).not.toBe(base);
  });

  it('signs with each secret given, the current one first, as v1 entries of one header', () => {
    const both = webhookSignature(['whsec_test-secret', 'whsec_a'], 1700000000, '{"id":"evt"}');
    const previous = webhookSignature(['whsec_a'], 1700000000, '{"id":"evt"}');
    expect(both).toBe(`t=1700000000,v1=ad8a932e9bda23844307479679c5c53bed843d1680a913432fe3d6dfcf68f76c,${previous.split(',')[1]}`);
  });

  it('makes secrets of 256 random bits, each new', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });

  it('names the delivery, the time in unix seconds and the signature of that time', () => {
    const headers = webhookHeaders('d7f1c0de-0000-4000-8000-000000000001', ['whsec_test-secret'], '{"id":"evt"}', 'TrustReviews-Webhooks/1.0', 1700000000_999);
    expect(headers).toEqual({
      'content-type': 'application/json',
      'user-agent': 'TrustReviews-Webhooks/1.0',
      'webhook-id': 'd7f1c0de-0000-4000-8000-000000000001',
      'webhook-timestamp': '1700000000',
      'webhook-signature': 't=1700000000,v1=ad8a932e9bda23844307479679c5c53bed843d1680a913432fe3d6dfcf68f76c',
    });
  });
});
