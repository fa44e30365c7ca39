// A vote a signed-out visitor clicked: kept in this tab while they sign in (or sign up), then cast
// once, on their behalf, when they come back to the page they clicked it on. Only this site's own
// click writes it (sessionStorage, this tab), never a link: an address cannot make anyone vote.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, toast } from 'shared-ui/contract';
import { refreshQueries } from '../api/refresh-queries';
import type { UserVote, VoteType } from '../api/types';
import { errorMessage, errorStatus } from '../forms/error-message';
import { castReviewVote, VOTE_INVALIDATES } from './cast-review-vote';
import { getReviewVote } from './get-review-vote';

const KEY = 'pending_vote';
/** Long enough to sign in or make an account; a vote clicked longer ago is not cast out of the blue. */
const KEEP_MS = 30 * 60 * 1000;

export interface PendingVote {
  reviewId: string;
  voteType: VoteType;
  /** The page it was clicked on, where sign-in returns: the vote is cast only on the way back there. */
  path: string;
  at: number;
}

export function rememberPendingVote(vote: Omit<PendingVote, 'at'>, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...vote, at: now }));
  } catch {
    /* storage unavailable: the visitor votes again once signed in */
  }
}

/** The vote kept for the way back to `path`, removed as it is read: it is cast at most once. */
export function takePendingVote(path: string, now = Date.now()): PendingVote | null {
  let kept: PendingVote | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingVote | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!kept || typeof kept.reviewId !== 'string' || (kept.voteType !== 'helpful' && kept.voteType !== 'not_helpful')) return null;
  if (kept.path !== path || !(now - kept.at < KEEP_MS) || kept.at > now) return null;
  return kept;
}

const LABEL: Record<VoteType, string> = { helpful: 'helpful', not_helpful: 'not helpful' };

/**
 * Casts the vote kept for the way back to `path`, for the user who just signed in: once, and only
 * if it is still theirs to cast. A vote they have already is left as it is (sending it again would
 * remove it); one the API refuses (their own review, an unverified one) says why.
 */
export async function castPendingVote(client: QueryClient, path: string): Promise<void> {
  const pending = takePendingVote(path);
  if (!pending) return;
  const label = LABEL[pending.voteType];
  try {
    const current = await getReviewVote(pending.reviewId);
    if (current.userVote === pending.voteType) {
      client.setQueryData<UserVote>(queryKeys.vote(pending.reviewId), current);
      toast({ title: 'Vote already counted', description: `You had already marked this review ${label}.`, variant: 'default' });
      return;
    }
    const result = await castReviewVote(pending.reviewId, pending.voteType);
    client.setQueryData<UserVote>(queryKeys.vote(pending.reviewId), { userVote: result.userVote });
    toast({ title: 'Vote counted', description: `You marked the review you voted on before signing in as ${label}.`, variant: 'success' });
  } catch (error) {
    // The API's sentence says why (your own review, an unverified one, a review since removed).
    const gone = errorStatus(error) === 404;
    toast({
      title: 'Your vote was not counted',
      description: gone ? 'The review you voted on is no longer shown.' : errorMessage(error, 'Your vote could not be saved. Please vote again.'),
      variant: 'destructive',
    });
    return;
  }
  // The counts on the page come back from the API; the vote itself was set from its answer above.
  for (const queryKey of VOTE_INVALIDATES) void refreshQueries(client, queryKey);
}
