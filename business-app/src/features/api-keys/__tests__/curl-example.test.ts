import { curlExample } from '../utils/curl-example';

describe('curl example', () => {
  it('sends an invitation when the key may, with the key as a variable by default', () => {
    const text = curlExample('https://reviews.example', ['reviews:read', 'invitations:write']);
    expect(text.split('\n')[0]).toBe('curl -X POST "https://reviews.example/api/v1/invitations" \\');
    expect(text).toContain('-H "Authorization: Bearer $REVIEW_API_KEY"');
    expect(text).toContain('-H "Idempotency-Key: order-1042"');
  });

  it('reads the reviews with a key that may only read', () => {
    expect(curlExample('https://reviews.example', ['reviews:read'], 'rpk_abc')).toBe(
      'curl "https://reviews.example/api/v1/reviews?limit=10" \\\n  -H "Authorization: Bearer rpk_abc"',
    );
  });
});
