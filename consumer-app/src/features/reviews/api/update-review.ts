import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Review, type UpdateReviewBody } from 'shared-ui';
import { invalidateReviewQueries } from './invalidate-review-queries';

export function updateReview({ id, ...body }: UpdateReviewBody & { id: string }): Promise<Review> {
  return apiRequest<Review>('PUT', `/api/reviews/${encodeURIComponent(id)}`, body);
}

export function useUpdateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    // Not awaited: the caller navigates away at once and the lists refresh behind it.
    onSuccess: () => {
      void invalidateReviewQueries(client);
    },
  });
}
