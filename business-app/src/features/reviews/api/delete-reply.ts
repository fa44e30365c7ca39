import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { refreshAfterReply } from './refresh-after-reply';

/** Removes the public reply under a review of an owned company. */
export function useDeleteReply(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => answer(api.DELETE('/api/business/reviews/{reviewId}/reply', { params: { path: { reviewId } } })),
    onSuccess: () => refreshAfterReply(client, companyId),
  });
}
