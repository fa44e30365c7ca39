import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, queryKeys, STALE, type Review } from 'shared-ui';

/** The latest reviews across the site; home shows 4, the profile 3, from one cached list. */
export function getRecentReviews(): Promise<Review[]> {
  return answer(api.GET('/api/reviews/recent'));
}

export const recentReviewsQuery = () => queryOptions({ queryKey: queryKeys.recentReviews, queryFn: getRecentReviews, staleTime: STALE.recentReviews });

export function useRecentReviews() {
  return useQuery(recentReviewsQuery());
}
