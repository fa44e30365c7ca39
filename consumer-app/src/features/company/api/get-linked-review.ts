import { useQuery } from '@tanstack/react-query';
import { answerOrNull, api, queryKeys } from 'shared-ui';

/**
 * The review a link names (#review-<id>: a webhook's `review.url`, a shared link) when the page
 * does not list it: an older review past the loaded pages. Null once hidden or deleted. Under the
 * company's key, so what refreshes the company (a vote, a deleted review) refreshes it too.
 */
export function useLinkedReview(companyId: string, reviewId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.company(companyId), 'linked-review', reviewId] as const,
    queryFn: () => answerOrNull(api.GET('/api/reviews/{id}', { params: { path: { id: reviewId! } } }), [404]),
    enabled: enabled && reviewId !== null,
  });
}
