import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type CreateReviewBody, type Review } from 'shared-ui';
import { invalidateReviewQueries } from './invalidate-review-queries';

export function createReview(body: CreateReviewBody): Promise<Review> {
  return answer(api.POST('/api/reviews', { body }));
}

export function useCreateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // Not awaited: the caller navigates away at once and the lists refresh behind it.
    onSuccess: () => {
      void invalidateReviewQueries(client);
    },
  });
}
