import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ChangePasswordBody, type MessageResponse } from 'shared-ui';

/** Every other session of the user ends; this one stays signed in. */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
