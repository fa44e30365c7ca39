import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import type { ReviewVersions } from '../api/types';

/**
 * The kit's own key (they are read only here, on demand), with how many there are: versions never
 * change once kept, and a new one comes with a new count on the review.
 */
export const reviewVersionsKey = (reviewId: string, count: number) => ['/api/reviews', reviewId, 'versions', count] as const;

/** GET /api/reviews/{id}/versions → {versions}: what readers saw before each edit that changed the rating. */
export function getReviewVersions(reviewId: string): Promise<ReviewVersions> {
  return answer(api.GET('/api/reviews/{id}/versions', { params: { path: { id: reviewId } } }));
}

/** Asked only once the reader opens them: a company page sends each review's count, not its versions. */
export function useReviewVersions(reviewId: string, count: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reviewVersionsKey(reviewId, count),
    queryFn: () => getReviewVersions(reviewId),
    enabled,
    staleTime: Infinity,
  });
}
