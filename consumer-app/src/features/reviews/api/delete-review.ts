import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { invalidateReviewQueries } from './invalidate-review-queries';

export async function deleteReview(id: string): Promise<void> {
  await answer(api.DELETE('/api/reviews/{id}', { params: { path: { id } } }));
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    // Not awaited: the caller navigates away at once and the lists refresh behind it.
    onSuccess: () => {
      void invalidateReviewQueries(client);
    },
  });
}
