import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, STALE, type Review } from 'shared-ui';

/** The latest reviews across the site; home shows 4, the profile 3, from one cached list. */
export function getRecentReviews(): Promise<Review[]> {
  return apiGet<Review[]>(queryKeys.recentReviews[0]);
}

export const recentReviewsQuery = () => queryOptions({ queryKey: queryKeys.recentReviews, queryFn: getRecentReviews, staleTime: STALE.recentReviews });

export function useRecentReviews() {
  return useQuery(recentReviewsQuery());
}
