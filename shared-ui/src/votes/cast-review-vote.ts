import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-ui/contract';
import { answer, api } from '../api/client';
import { queryKeys } from 'shared-ui/contract';
import { refreshQueries } from '../api/refresh-queries';
import type { UserVote, VoteResult, VoteType } from '../api/types';
import { toast } from 'shared-ui/contract';

/** POST /api/reviews/{id}/vote {voteType}; sending the vote the user already has removes it. */
export function castReviewVote(reviewId: string, voteType: VoteType): Promise<VoteResult> {
  return answer(api.POST('/api/reviews/{id}/vote', { params: { path: { id: reviewId } }, body: { voteType } }));
}

/** Every cached list or page that shows review counts: refreshed after a vote. */
export const VOTE_INVALIDATES = [['/api/companies'], queryKeys.recentReviews, ['/api/reviews/user']] as const;

const FALLBACK_ERROR = 'Your vote could not be saved. Please try again.';

export function useCastReviewVote(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (voteType: VoteType) => castReviewVote(reviewId, voteType),
    onSuccess: (result) => {
      client.setQueryData<UserVote>(queryKeys.vote(reviewId), { userVote: result.userVote });
      // Not awaited: the card shows the server's counts at once while the lists refresh behind it.
      for (const queryKey of [queryKeys.vote(reviewId), ...VOTE_INVALIDATES]) {
        void refreshQueries(client, queryKey);
      }
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.userMessage : '';
      toast({ title: 'Vote failed', description: message || FALLBACK_ERROR, variant: 'destructive' });
      // An expired session: let the auth state catch up so the buttons send the user to sign in.
      if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
