import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type Review, type UpdateReviewBody } from 'shared-ui';
import { invalidateReviewQueries } from './invalidate-review-queries';

export function updateReview({ id, ...body }: UpdateReviewBody & { id: string }): Promise<Review> {
  return answer(api.PUT('/api/reviews/{id}', { params: { path: { id } }, body }));
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
