import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import { queryKeys } from 'shared-ui/contract';
import type { UserVote } from '../api/types';

/** GET /api/reviews/{id}/vote → {userVote}: the signed-in user's vote on one review. */
export function getReviewVote(reviewId: string): Promise<UserVote> {
  return answer(api.GET('/api/reviews/{id}/vote', { params: { path: { id: reviewId } } }));
}

/** Asked only when signed in (a visitor has no vote); callers pass enabled accordingly. */
export function useReviewVoteQuery(reviewId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.vote(reviewId),
    queryFn: () => getReviewVote(reviewId),
    enabled,
  });
}
