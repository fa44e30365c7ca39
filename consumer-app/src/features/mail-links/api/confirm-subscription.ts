import { useMutation } from '@tanstack/react-query';
import { answer, api, type MessageResponse } from 'shared-ui';

/** Confirms the newsletter subscription a mailed link belongs to (the double opt-in); needs no sign-in. */
export function confirmSubscription(token: string): Promise<MessageResponse> {
  return answer(api.POST('/api/newsletter/confirm', { body: { token } }));
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
