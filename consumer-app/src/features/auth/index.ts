// What other features may use of the account pages.
export { useResendVerification } from './api/resend-verification';
