import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-ui/contract';
import { queryKeys } from 'shared-ui/contract';
import type { UserVote } from '../api/types';

/** GET /api/reviews/{id}/vote → {userVote}: the signed-in user's vote on one review. */
export function getReviewVote(reviewId: string): Promise<UserVote> {
  return apiGet<UserVote>(`/api/reviews/${encodeURIComponent(reviewId)}/vote`);
}

/** Asked only when signed in (a visitor has no vote); callers pass enabled accordingly. */
export function useReviewVoteQuery(reviewId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.vote(reviewId),
    queryFn: () => getReviewVote(reviewId),
    enabled,
  });
}
