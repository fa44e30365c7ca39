import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MessageResponse } from 'shared-ui';

/** Always 202 for a well-formed email, whether or not an account exists (no enumeration). */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
