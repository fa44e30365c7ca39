import type { ApiKeyPermission } from 'shared-ui';

/** Where the key goes in an example that does not show it: an environment variable the reader sets. */
export const KEY_PLACEHOLDER = '$REVIEW_API_KEY';

export const PERMISSION_LABELS: Record<ApiKeyPermission, { label: string; hint: string }> = {
  'invitations:write': { label: 'Send invitations', hint: 'Send review invitations and list them with their state' },
  'reviews:read': { label: 'Read reviews', hint: "Read your company's published reviews" },
};

/**
 * A curl command for the Business API on this site: sending an invitation when the key may, else
 * reading the reviews. With the key just created, or the placeholder (double quotes, so the shell
 * puts the variable's value in).
 */
export function curlExample(origin: string, permissions: readonly ApiKeyPermission[], key: string = KEY_PLACEHOLDER): string {
  const auth = `  -H "Authorization: Bearer ${key}"`;
  if (!permissions.includes('invitations:write')) return [`curl "${origin}/api/v1/reviews?limit=10" \\`, auth].join('\n');
  return [
    `curl -X POST "${origin}/api/v1/invitations" \\`,
    `${auth} \\`,
    `  -H "Idempotency-Key: order-1042" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"email": "sam@example.net", "name": "Sam Taylor", "reference": "Order 1042"}'`,
  ].join('\n');
}
