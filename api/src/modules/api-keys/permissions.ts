// The named permissions an API key carries: each Business API v1 route needs one.
export const API_KEY_PERMISSIONS = ['invitations:write', 'reviews:read'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export const PERMISSION_DESCRIPTIONS: Record<ApiKeyPermission, string> = {
  'invitations:write': 'Send review invitations and list them with their state (POST and GET /api/v1/invitations).',
  'reviews:read': "Read the company's published reviews (GET /api/v1/reviews).",
};
