import { useMutation } from '@tanstack/react-query';
import { answer, api, type MessageResponse } from 'shared-ui';

/** Always 202 for a well-formed email, whether or not an account exists (no enumeration). */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return answer(api.POST('/api/auth/forgot-password', { body: { email } }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
