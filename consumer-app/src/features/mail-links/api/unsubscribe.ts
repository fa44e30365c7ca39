import { useMutation } from '@tanstack/react-query';
import { answer, api, type MessageResponse } from 'shared-ui';

/** Puts the address the invitation went to on the list no business may invite; needs no sign-in. */
export function unsubscribe(token: string): Promise<MessageResponse> {
  return answer(api.POST('/api/invitations/unsubscribe', { body: { token } }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

/** Stops the newsletter to the address a newsletter email went to; needs no sign-in. */
export function unsubscribeFromNewsletter(token: string): Promise<MessageResponse> {
  return answer(api.POST('/api/newsletter/unsubscribe', { body: { token } }));
}

export function useNewsletterUnsubscribe() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
