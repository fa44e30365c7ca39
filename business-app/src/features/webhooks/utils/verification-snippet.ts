// What a receiver runs to check a delivery, shown on the dashboard beside the endpoints; a test
// runs this very text against a signature computed as the API computes it.
export const VERIFICATION_SNIPPET = `const { createHmac, timingSafeEqual } = require('node:crypto');

const TOLERANCE_SECONDS = 5 * 60;

// rawBody: the request body exactly as received (string or Buffer), before any JSON parsing.
// headers: the request's headers, names in lower case (as Node gives them).
function verifyWebhook(secret, headers, rawBody) {
  const [time, ...signatures] = (headers['webhook-signature'] ?? '').split(',');
  const match = /^t=(\\d+)$/.exec(time);
  if (!match) return false;
  // Refuse old (replayed) deliveries.
  if (Math.abs(Date.now() / 1000 - Number(match[1])) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(match[1] + '.' + rawBody).digest();
  // One v1 per secret that signs (two for a while after the secret is rolled): any that matches will do.
  return signatures.some((s) => /^v1=[0-9a-f]{64}$/.test(s) && timingSafeEqual(expected, Buffer.from(s.slice(3), 'hex')));
}

// A delivery may arrive more than once: skip a Webhook-Id you have already handled.`;
