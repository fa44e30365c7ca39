import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MessageResponse } from 'shared-ui';

/** Puts the address the invitation went to on the list no business may invite; needs no sign-in. */
export function unsubscribe(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/invitations/unsubscribe', { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
