/** A user's vote on a review (review_votes.vote_type). */
export type VoteType = 'helpful' | 'not_helpful';

export interface VoteTransition {
  next: VoteType | null;
  helpfulDelta: number;
  notHelpfulDelta: number;
}

/**
 * The vote state machine of one user on one review: none, helpful or not helpful.
 * Asking for the vote one already has removes it; asking for null removes any vote.
 */
export function transition(current: VoteType | null, requested: VoteType | null): VoteTransition {
  const next = requested === current ? null : requested;
  return {
    next,
    helpfulDelta: (next === 'helpful' ? 1 : 0) - (current === 'helpful' ? 1 : 0),
    notHelpfulDelta: (next === 'not_helpful' ? 1 : 0) - (current === 'not_helpful' ? 1 : 0),
  };
}
