import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { refreshAfterReply } from './refresh-after-reply';

/** Writes or edits the public reply under a review of an owned company. */
export function useSaveReply(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: string; content: string }) =>
      answer(api.PUT('/api/business/reviews/{reviewId}/reply', { params: { path: { reviewId } }, body: { content } })),
    onSuccess: () => refreshAfterReply(client, companyId),
  });
}
