import { useMutation } from '@tanstack/react-query';
import { answer, api, type MessageResponse } from 'shared-ui';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

export function resetPassword(body: ResetPasswordInput): Promise<MessageResponse> {
  return answer(api.POST('/api/auth/reset-password', { body }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
