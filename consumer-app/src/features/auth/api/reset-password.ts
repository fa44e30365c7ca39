import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MessageResponse } from 'shared-ui';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export function resetPassword(body: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
