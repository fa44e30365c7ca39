import { useMutation } from '@tanstack/react-query';
import { answer, api, type ContactBody, type MessageResponse } from 'shared-ui';

export function sendContactMessage(body: ContactBody): Promise<MessageResponse> {
  return answer(api.POST('/api/contact', { body }));
}

export const sendContactMessageKey = ['/api/contact'] as const;

export function useSendContactMessage() {
  return useMutation({ mutationKey: sendContactMessageKey, mutationFn: sendContactMessage });
}
