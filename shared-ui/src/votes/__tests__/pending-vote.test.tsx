// A vote clicked while signed out is cast once the visitor has signed in and is back on the page:
// once, only if still theirs to cast, and never from a link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, queryKeys } from 'shared-ui/contract';
import { lastToast, makeReview, mockApi, renderWithProviders, resetToasts } from '../../../test-support';
import { ReviewCard } from '../../components/ReviewCard';
import { castPendingVote, rememberPendingVote, takePendingVote } from '../pending-vote';

const review = makeReview({ verified: true, helpfulCount: 4 });
const VOTE = `/api/reviews/${review.id}/vote`;
const PAGE = `/companies/${review.companyId}#review-${review.id}`;

beforeEach(() => {
  sessionStorage.clear();
  resetToasts();
});

describe('a vote clicked while signed out', () => {
  it('is kept for the way back through sign-in, with the review in the address, and sends nothing yet', async () => {
    const calls = mockApi({});
    renderWithProviders(<ReviewCard review={review} />, { at: `/companies/${review.companyId}?sort=newest`, user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Helpful/ }));
    const back = `/companies/${review.companyId}?sort=newest#review-${review.id}`;
    expect(screen.getByTestId('location')).toHaveTextContent(`/sign-in?redirect=${encodeURIComponent(back)}`);
    expect(calls.requests.filter((r) => r.path.includes('/vote'))).toHaveLength(0);
    expect(takePendingVote(back)).toMatchObject({ reviewId: review.id, voteType: 'helpful' });
  });

  it('is cast once after sign-in, on the page it was clicked on, and the page shows it', async () => {
    const calls = mockApi({
      [`GET ${VOTE}`]: { body: { userVote: null } },
      [`POST ${VOTE}`]: { body: { helpfulCount: 5, notHelpfulCount: 0, userVote: 'helpful' } },
    });
    const client = createQueryClient();
    rememberPendingVote({ reviewId: review.id, voteType: 'helpful', path: PAGE });
    await castPendingVote(client, PAGE);
    expect(await calls.bodyOf('POST', VOTE)).toEqual({ voteType: 'helpful' });
    expect(client.getQueryData(queryKeys.vote(review.id))).toEqual({ userVote: 'helpful' });
    expect(lastToast()).toMatchObject({ title: 'Vote counted', variant: 'success' });
    // Once: coming back again casts nothing (a second one would take the vote back).
    await castPendingVote(client, PAGE);
    expect(calls.count('POST', VOTE)).toBe(1);
  });

  it('leaves a vote the user has already as it is', async () => {
    const calls = mockApi({ [`GET ${VOTE}`]: { body: { userVote: 'helpful' } } });
    rememberPendingVote({ reviewId: review.id, voteType: 'helpful', path: PAGE });
    await castPendingVote(createQueryClient(), PAGE);
    expect(calls.count('POST', VOTE)).toBe(0);
    expect(lastToast()).toMatchObject({ title: 'Vote already counted', description: 'You had already marked this review helpful.' });
  });

  it('says why when the vote is not allowed (the review is the user\'s own)', async () => {
    mockApi({
      [`GET ${VOTE}`]: { body: { userVote: null } },
      [`POST ${VOTE}`]: { status: 403, body: { statusCode: 403, error: 'Forbidden', message: "You can't vote on your own review." } },
    });
    rememberPendingVote({ reviewId: review.id, voteType: 'not_helpful', path: PAGE });
    await castPendingVote(createQueryClient(), PAGE);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Your vote was not counted', description: "You can't vote on your own review.", variant: 'destructive' }));
  });

  it('is not cast on another way back, nor long after it was clicked', async () => {
    const calls = mockApi({});
    rememberPendingVote({ reviewId: review.id, voteType: 'helpful', path: PAGE });
    await castPendingVote(createQueryClient(), '/profile');
    rememberPendingVote({ reviewId: review.id, voteType: 'helpful', path: PAGE }, Date.now() - 31 * 60_000);
    await castPendingVote(createQueryClient(), PAGE);
    expect(calls.requests).toHaveLength(0);
    expect(lastToast()).toBeUndefined();
  });
});
