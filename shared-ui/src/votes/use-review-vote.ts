// Everything a review card needs to show and cast helpful / not helpful votes.
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-ui/contract';
import type { Review, VoteType } from '../api/types';
import { useAuth } from 'shared-ui/contract';
import { useCastReviewVote } from './cast-review-vote';
import { useReviewVoteQuery } from './get-review-vote';
import { rememberPendingVote } from './pending-vote';

export const VOTE_BLOCKED_MESSAGES = {
  unverified: 'Only verified users can vote',
  ownReview: "You can't vote on your own review",
} as const;

export type VotableReview = Pick<Review, 'id' | 'authorId' | 'verified' | 'helpfulCount' | 'notHelpfulCount'>;

export interface ReviewVote {
  helpfulCount: number;
  notHelpfulCount: number;
  /** The signed-in user's current vote; null when none or signed out. */
  userVote: VoteType | null;
  pending: boolean;
  /**
   * Nothing a click could do: nobody may vote here, or the session is still loading. The buttons
   * stay focusable (aria-disabled), so keyboard and screen-reader users reach them and their reason.
   */
  inactive: boolean;
  /** Why voting is not possible, shown beside the buttons; null when it is. */
  blockedReason: string | null;
  /** What the last vote did, for a polite live region: the pressed state alone is not announced. */
  announcement: string;
  /** Casts (or, for the current vote, removes) a vote; signed out it goes to /sign-in. */
  vote(voteType: VoteType): void;
}

export function useReviewVote(review: VotableReview): ReviewVote {
  const { user, state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const blockedReason = !review.verified
    ? VOTE_BLOCKED_MESSAGES.unverified
    : user && user.id === review.authorId
      ? VOTE_BLOCKED_MESSAGES.ownReview
      : null;
  const signedIn = state === 'signed-in';

  // Reviews nobody may vote on need no vote look-up.
  const voteQuery = useReviewVoteQuery(review.id, { enabled: signedIn && blockedReason === null });
  const mutation = useCastReviewVote(review.id);

  // The server's counts win until the review itself is refetched with newer ones.
  const basis = `${review.id}:${review.helpfulCount}:${review.notHelpfulCount}`;
  const [serverCounts, setServerCounts] = useState<{ basis: string; helpful: number; notHelpful: number } | null>(null);
  const current = serverCounts?.basis === basis ? serverCounts : null;
  const [announcement, setAnnouncement] = useState('');
  // Set in the click itself: a second click of a fast double click comes before React renders the
  // pending state, and would send a second request that takes the first vote back.
  const inFlight = useRef(false);

  function vote(voteType: VoteType): void {
    if (blockedReason || state === 'loading' || inFlight.current || mutation.isPending) return;
    if (!signedIn) {
      // Back to this review after signing in (the sign-in page checks the path is on this site),
      // where the vote is then cast (pending-vote.ts).
      const back = `${location.pathname}${location.search}#review-${review.id}`;
      rememberPendingVote({ reviewId: review.id, voteType, path: back });
      navigate(`/sign-in?redirect=${encodeURIComponent(back)}`);
      return;
    }
    inFlight.current = true;
    setAnnouncement('');
    mutation.mutate(voteType, {
      onSuccess: (result) => {
        setServerCounts({ basis, helpful: result.helpfulCount, notHelpful: result.notHelpfulCount });
        setAnnouncement(voteAnnouncement(result.userVote, result.helpfulCount));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return {
    helpfulCount: current?.helpful ?? review.helpfulCount,
    notHelpfulCount: current?.notHelpful ?? review.notHelpfulCount,
    userVote: signedIn ? (voteQuery.data?.userVote ?? null) : null,
    pending: mutation.isPending,
    // While the session is still loading a click could not know where to go.
    inactive: blockedReason !== null || state === 'loading',
    blockedReason,
    announcement,
    vote,
  };
}

/** The sentence a screen reader hears once a vote is saved. */
export function voteAnnouncement(userVote: VoteType | null, helpfulCount: number): string {
  const people = `${helpfulCount} ${helpfulCount === 1 ? 'person finds' : 'people find'} it helpful.`;
  if (userVote === 'helpful') return `You marked this review helpful. ${people}`;
  if (userVote === 'not_helpful') return `You marked this review not helpful. ${people}`;
  return `Your vote on this review was removed. ${people}`;
}
