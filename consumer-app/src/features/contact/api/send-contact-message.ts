import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ContactBody, type MessageResponse } from 'shared-ui';

export function sendContactMessage(body: ContactBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/contact', body);
}

export const sendContactMessageKey = ['/api/contact'] as const;

export function useSendContactMessage() {
  return useMutation({ mutationKey: sendContactMessageKey, mutationFn: sendContactMessage });
}
