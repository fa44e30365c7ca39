import { answer, api } from 'shared-ui';

/** Confirms the account's email address with the token of a verification link. */
export const verifyBusinessEmail = (token: string) => answer(api.POST('/api/business/verify-email', { body: { token } }));

/** Mails the signed-in account a new verification link. */
export const resendBusinessVerification = () => answer(api.POST('/api/business/resend-verification'));
