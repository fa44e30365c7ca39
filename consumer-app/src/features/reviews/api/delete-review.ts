import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from 'shared-ui';
import { invalidateReviewQueries } from './invalidate-review-queries';

export function deleteReview(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/reviews/${encodeURIComponent(id)}`);
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
