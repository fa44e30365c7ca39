import { useQuery } from '@tanstack/react-query';
import { answer, api, queryKeys, STALE, type Review } from 'shared-ui';

/** A user's reviews, newest first. */
export async function getUserReviews(userId: string): Promise<Review[]> {
  const reviews = await answer(api.GET('/api/users/{userId}/reviews', { params: { path: { userId } } }));
  return [...reviews].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Only runs once a user id exists: a visitor has no reviews to ask for. */
export function useUserReviews(userId: string | undefined) {
  return useQuery({
    // The key keeps the spec's path (/api/reviews/user): remotes built before the call moved
    // invalidate a user's reviews by it.
    queryKey: queryKeys.userReviews(userId ?? ''),
    queryFn: () => getUserReviews(userId!),
    staleTime: STALE.userReviews,
    enabled: !!userId,
  });
}
