import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, makeReview as baseReview, makeUser, mockApi, renderWithProviders as render, SIGNED_OUT, signedIn, type Answer, type Route } from '../../../test-support';
import type { ReactElement } from 'react';
import { createQueryClient } from 'shared-ui/contract';
import type { Review } from '../../api/types';
import { ReviewCard } from '../ReviewCard';

const demoUser = makeUser();
/** A review as these tests know it: three days old, 3 helpful and 1 not helpful votes. */
const makeReview = (overrides: Partial<Review> = {}) =>
  baseReview({
    title: 'Quick delivery and friendly support',
    createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    helpfulCount: 3,
    notHelpfulCount: 1,
    topic: 'Delivery',
    ...overrides,
  });
const review = makeReview();

/** The card on its own page, with the pages its links lead to; the session comes from the API. */
function renderWithProviders(ui: ReactElement, client = createQueryClient()) {
  return render(ui, { path: '/', user: 'fetch', client, pages: { '/sign-in': <h1>Sign in page</h1>, '/companies/:id': <h1>Company page</h1> } });
}
const VOTE_URL = `/api/reviews/${review.id}/vote`;

function voteButtons() {
  return {
    helpful: screen.getByRole('button', { name: /^Helpful/ }),
    notHelpful: screen.getByRole('button', { name: /^Not helpful/ }),
  };
}

describe('ReviewCard content', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/auth/user': SIGNED_OUT });
  });

  test('shows the rating, title, content, author initials and relative date', () => {
    renderWithProviders(<ReviewCard review={review} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Quick delivery and friendly support' })).toBeInTheDocument();
    expect(screen.getByText(/arrived two days early/)).toBeInTheDocument();
    expect(screen.getByText('Jane D.')).toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toHaveAttribute('datetime', review.createdAt);
  });

  test('labels an incentivised review with what the label means, and no other', () => {
    const { unmount } = renderWithProviders(<ReviewCard review={makeReview({ incentive: 'gift', incentivised: true })} />);
    expect(screen.getByText('Received an incentive')).toBeVisible();
    expect(screen.getByText(/It does not count in the TrustScore/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<ReviewCard review={makeReview()} />);
    expect(screen.queryByText('Received an incentive')).not.toBeInTheDocument();
  });

  test('collapses a long review to its first lines behind a Read more button, with the whole text in the page', async () => {
    const user = userEvent.setup();
    const content = `${'Every part of the order went wrong. '.repeat(140)}The end.`;
    renderWithProviders(<ReviewCard review={makeReview({ content })} />);
    const text = screen.getByText(/The end\.$/);
    expect(text.textContent).toBe(content);
    expect(text).toHaveAttribute('data-collapsed', 'true');
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    expect(more).toHaveAccessibleDescription('Quick delivery and friendly support');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('Show less');
    expect(more).toHaveFocus();
    expect(text).not.toHaveAttribute('data-collapsed');
  });

  test('shows a short review whole, with no Read more', () => {
    renderWithProviders(<ReviewCard review={review} />);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(screen.getByText(/arrived two days early/)).not.toHaveAttribute('data-collapsed');
  });

  test("shows 'Anonymous User' and 'U' when the author has no name", () => {
    renderWithProviders(<ReviewCard review={makeReview({ authorName: '' })} />);
    expect(screen.getByText('Anonymous User')).toBeInTheDocument();
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  test('an invited review says Invited and Verified, and its confirmed address, each a link to what it means', () => {
    renderWithProviders(<ReviewCard review={makeReview({ invited: true, topic: 'Value for Money' })} />);
    expect(screen.getByRole('link', { name: 'Invited: what this label means' })).toHaveAttribute('href', '/how-reviews-are-verified#invited');
    expect(screen.getByRole('link', { name: 'Verified: what this label means' })).toHaveAttribute('href', '/how-reviews-are-verified#verified');
    expect(screen.getByRole('link', { name: 'Email confirmed: what this label means' })).toHaveAttribute('href', '/how-reviews-are-verified#email-confirmed');
    expect(screen.queryByText('Unprompted')).not.toBeInTheDocument();
    expect(screen.getByText('Value for Money')).toBeInTheDocument();
  });

  test('an unprompted review by a confirmed address says Email confirmed and Unprompted, never Verified, though it is `verified` for votes', () => {
    renderWithProviders(<ReviewCard review={makeReview({ verified: true, invited: false })} />);
    expect(screen.getByRole('link', { name: 'Unprompted: what this label means' })).toHaveAttribute('href', '/how-reviews-are-verified#unprompted');
    expect(screen.getByRole('link', { name: 'Email confirmed: what this label means' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText('Invited')).not.toBeInTheDocument();
  });

  test('a review with no check shows only its origin, and no topic chip when it has none', () => {
    renderWithProviders(<ReviewCard review={makeReview({ verified: false, topic: null })} />);
    expect(screen.getByText('Unprompted')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText('Email confirmed')).not.toBeInTheDocument();
    expect(screen.queryByText('Delivery')).not.toBeInTheDocument();
  });

  test('an origin this build does not know shows no origin label rather than a wrong one', () => {
    renderWithProviders(<ReviewCard review={makeReview({ origin: 'redirected' as Review['origin'], checks: { emailConfirmed: false, experienceEvidenced: false } })} />);
    expect(screen.queryByText('Unprompted')).not.toBeInTheDocument();
    expect(screen.queryByText('Invited')).not.toBeInTheDocument();
  });

  test('shows the date of experience beside the date written, and none for a review that has none', () => {
    const { unmount } = renderWithProviders(<ReviewCard review={makeReview({ experienceDate: '2026-11-03' })} />);
    expect(screen.getByText('3 days ago').parentElement).toHaveTextContent(/3 days ago · Date of experience: November 3, 2026$/);
    unmount();
    renderWithProviders(<ReviewCard review={makeReview({ experienceDate: null })} />);
    expect(screen.queryByText(/Date of experience/)).not.toBeInTheDocument();
  });

  test('links to the company only with showCompany', () => {
    const { unmount } = renderWithProviders(<ReviewCard review={review} />);
    expect(screen.queryByRole('link', { name: 'Northwind Outfitters' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ReviewCard review={review} showCompany />);
    expect(screen.getByRole('link', { name: 'Northwind Outfitters' })).toHaveAttribute('href', `/companies/${review.companyId}`);
  });

  test('renders the actions slot and takes a heading level', () => {
    renderWithProviders(<ReviewCard review={review} headingLevel="h2" actions={<button type="button">Edit review</button>} />);
    expect(screen.getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Quick delivery and friendly support');
  });
});

describe("ReviewCard: the company's reply and the invited label", () => {
  it('shows the reply under the review, named after the company, and marks edits', () => {
    const review = makeReview({
      invited: true,
      reply: { content: 'Thank you, Jane!', createdAt: '2025-01-02T00:00:00.000Z', updatedAt: '2025-01-03T00:00:00.000Z' },
    });
    render(<ReviewCard review={review} />);
    const reply = screen.getByRole('group', { name: 'Reply from Northwind Outfitters' });
    expect(reply).toHaveTextContent('Thank you, Jane!');
    // No landmark: a page of reviews would hold one per reply, under the same name.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(reply).toHaveTextContent('(edited)');
    expect(screen.getByText('Invited')).toBeInTheDocument();
  });

  it('shows neither without a reply or an invitation', () => {
    render(<ReviewCard review={makeReview()} />);
    expect(screen.queryByRole('group', { name: /Reply from/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Invited')).not.toBeInTheDocument();
    expect(screen.getByText('Unprompted')).toBeInTheDocument();
  });
});

describe('ReviewCard: notices of illegal content', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/auth/user': SIGNED_OUT });
  });

  it('links the review and its reply to the notice form, the item filled in, for anyone', () => {
    const review = makeReview({ reply: { content: 'You are lying.', createdAt: '2025-01-02T00:00:00.000Z', updatedAt: '2025-01-02T00:00:00.000Z' } });
    render(<ReviewCard review={review} />);
    const notice = screen.getByRole('link', { name: 'Report illegal content' });
    expect(notice).toHaveAttribute('href', `/notices/new?type=review&id=${review.id}`);
    expect(notice).toHaveAccessibleDescription(review.title);
    const reply = screen.getByRole('group', { name: 'Reply from Northwind Outfitters' });
    expect(within(reply).getByRole('link', { name: 'Report this reply' })).toHaveAttribute('href', `/notices/new?type=reply&id=${review.id}`);
  });

  it('offers neither where the reader cannot report', () => {
    const review = makeReview({ reply: { content: 'Thanks.', createdAt: '2025-01-02T00:00:00.000Z', updatedAt: '2025-01-02T00:00:00.000Z' } });
    render(<ReviewCard review={review} hideReport />);
    expect(screen.queryByRole('link', { name: 'Report illegal content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report this reply' })).not.toBeInTheDocument();
  });
});

describe('ReviewCard voting, signed out', () => {
  test('shows the counts and sends a vote click to /sign-in without calling the API', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/auth/user': SIGNED_OUT });
    renderWithProviders(<ReviewCard review={review} />);
    const { helpful, notHelpful } = voteButtons();
    expect(helpful).toHaveTextContent('Helpful (3)');
    expect(notHelpful).toHaveTextContent('Not helpful (1)');
    await waitFor(() => expect(helpful).toBeEnabled());

    await user.click(helpful);

    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/user']);
  });

  test("an unverified review's votes stay focusable and say why they do nothing: 'Only verified users can vote'", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/auth/user': SIGNED_OUT });
    renderWithProviders(<ReviewCard review={makeReview({ verified: false })} />);
    const { helpful, notHelpful } = voteButtons();
    expect(screen.getByText('Only verified users can vote')).toBeVisible();
    for (const button of [helpful, notHelpful]) {
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Only verified users can vote');
    }

    // Reached by keyboard, after the review's label; pressing it goes nowhere and calls nothing.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Unprompted: what this label means' })).toHaveFocus();
    await user.tab();
    expect(helpful).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(notHelpful);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/user']);
  });
});

describe('ReviewCard voting, signed in', () => {
  function signedInRoutes(extra: Record<string, Route> = {}) {
    return mockApi({
      'GET /api/auth/user': signedIn(demoUser),
      [`GET ${VOTE_URL}`]: { body: { userVote: 'helpful' } },
      ...extra,
    });
  }

  test("shows the user's current vote as pressed", async () => {
    signedInRoutes();
    renderWithProviders(<ReviewCard review={review} />);
    await waitFor(() => expect(voteButtons().helpful).toHaveAttribute('aria-pressed', 'true'));
    expect(voteButtons().notHelpful).toHaveAttribute('aria-pressed', 'false');
  });

  test("a vote replaces the counts with the server's, presses the new vote and refreshes the lists", async () => {
    const user = userEvent.setup();
    let serverVote: string | null = 'helpful';
    const calls = signedInRoutes({
      [`GET ${VOTE_URL}`]: () => ({ body: { userVote: serverVote } }),
      [`POST ${VOTE_URL}`]: () => {
        serverVote = 'not_helpful';
        return { body: { helpfulCount: 2, notHelpfulCount: 2, userVote: 'not_helpful' } };
      },
    });
    const client = createQueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    renderWithProviders(<ReviewCard review={review} />, client);
    await waitFor(() => expect(voteButtons().helpful).toHaveAttribute('aria-pressed', 'true'));

    await user.click(voteButtons().notHelpful);

    await waitFor(() => expect(voteButtons().notHelpful).toHaveTextContent('Not helpful (2)'));
    expect(voteButtons().helpful).toHaveTextContent('Helpful (2)');
    expect(voteButtons().notHelpful).toHaveAttribute('aria-pressed', 'true');
    expect(voteButtons().helpful).toHaveAttribute('aria-pressed', 'false');

    const post = calls.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(VOTE_URL);
    expect(JSON.parse(await post!.body)).toEqual({ voteType: 'not_helpful' });

    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(
      expect.arrayContaining([
        ['/api/reviews', review.id, 'vote'],
        ['/api/companies'],
        ['/api/reviews/recent'],
        ['/api/reviews/user'],
      ]),
    );
  });

  test('keeps focus on the pressed button while its vote is pending, ignores clicks meanwhile and announces the result', async () => {
    const user = userEvent.setup();
    let answer: (a: Answer) => void = () => undefined;
    let serverVote: string | null = 'helpful';
    const calls = signedInRoutes({
      [`GET ${VOTE_URL}`]: () => ({ body: { userVote: serverVote } }),
      [`POST ${VOTE_URL}`]: () =>
        new Promise<Answer>((resolve) => {
          answer = (a) => {
            serverVote = null;
            resolve(a);
          };
        }),
    });
    renderWithProviders(<ReviewCard review={review} />);
    await waitFor(() => expect(voteButtons().helpful).toHaveAttribute('aria-pressed', 'true'));

    // A fast double click: one request, not a vote and its undoing.
    await user.dblClick(voteButtons().helpful);
    await user.click(voteButtons().notHelpful);
    await user.click(voteButtons().helpful);

    expect(calls.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(voteButtons().helpful).toBeEnabled();
    expect(voteButtons().helpful).toHaveFocus();
    const status = within(screen.getByRole('article')).getByRole('status');
    expect(status).toHaveTextContent('');

    await act(async () => answer({ body: { helpfulCount: 2, notHelpfulCount: 1, userVote: null } }));
    await waitFor(() => expect(voteButtons().helpful).toHaveTextContent('Helpful (2)'));
    expect(voteButtons().helpful).toHaveFocus();
    expect(status).toHaveTextContent('Your vote on this review was removed. 2 people find it helpful.');
    await waitFor(() => expect(voteButtons().helpful).toHaveAttribute('aria-pressed', 'false'));
  });

  test("the user's own review cannot be voted on", async () => {
    const user = userEvent.setup();
    const calls = signedInRoutes();
    renderWithProviders(<ReviewCard review={makeReview({ authorId: demoUser.id })} />);
    await waitFor(() => expect(calls.count('GET', '/api/auth/user')).toBe(1));
    await waitFor(() => expect(voteButtons().helpful).toHaveAccessibleDescription("You can't vote on your own review"));
    expect(screen.getByText("You can't vote on your own review")).toBeVisible();
    expect(voteButtons().helpful).toHaveAttribute('aria-disabled', 'true');
    expect(voteButtons().notHelpful).toHaveAttribute('aria-disabled', 'true');

    await user.click(voteButtons().notHelpful);
    // Nobody may vote on it, so the user's vote is not looked up.
    expect(calls.requests.map((r) => r.path)).not.toContain(VOTE_URL);
  });

  test("a failed vote shows the destructive toast 'Vote failed' with the server's message", async () => {
    const user = userEvent.setup();
    signedInRoutes({
      [`POST ${VOTE_URL}`]: {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many votes. Please wait a minute and try again.' },
      },
    });
    renderWithProviders(<ReviewCard review={review} />);
    await waitFor(() => expect(voteButtons().helpful).toHaveAttribute('aria-pressed', 'true'));

    await user.click(voteButtons().notHelpful);

    await waitFor(() => expect(lastToast()).toBeDefined());
    expect(lastToast()).toMatchObject({
      title: 'Vote failed',
      description: 'Too many votes. Please wait a minute and try again.',
      variant: 'destructive',
    });
    // The counts stay as they were.
    expect(voteButtons().notHelpful).toHaveTextContent('Not helpful (1)');
    expect(voteButtons().notHelpful).toBeEnabled();
  });
});

test('every vote button sits inside the card footer with the actions', () => {
  mockApi({ 'GET /api/auth/user': SIGNED_OUT });
  renderWithProviders(<ReviewCard review={review} actions={<button type="button">Delete review</button>} />);
  const article = screen.getByRole('article');
  expect(within(article).getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Helpful (3)',
    'Not helpful (1)',
    'Report',
    'Delete review',
  ]);
});
