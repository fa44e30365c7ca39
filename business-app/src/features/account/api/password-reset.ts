import { answer, api } from 'shared-ui';

/** Mails a reset link if the business account exists; the answer never says whether it does. */
export const forgotBusinessPassword = (email: string) => answer(api.POST('/api/business/forgot-password', { body: { email } }));

/**
 * Sets a new password with the token of a reset link; every session of the account ends, and with
 * `revokeApiKeysAndWebhooks` every API key and webhook endpoint of the account too.
 */
export const resetBusinessPassword = (body: { token: string; newPassword: string; revokeApiKeysAndWebhooks: boolean }) =>
  answer(api.POST('/api/business/reset-password', { body }));
