import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from 'shared-ui';
import ProfilePage from '../../../pages/profile-page';
import { greetingName } from '../utils/profile';
import { http, HttpResponse, lastToast, makeCompany, makeReview, makeUser, mockApi, renderWithProviders, server, signedIn } from 'shared-ui/test-support';

// The profile lists the person's decided reports; none here.
beforeEach(() => server.use(http.get('/api/notices/mine', () => HttpResponse.json([]))));

const demoUser = makeUser({ id: '11111111-1111-4111-8111-111111111111', email: 'dana@example.com' });

jest.setTimeout(20_000);

// Oldest first on purpose: the page shows the latest first whatever order the API uses.
const own: Review[] = Array.from({ length: 5 }, (_, i) =>
  makeReview({
    title: `My review ${i + 1}`,
    authorId: demoUser.id,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    company: { id: `company-${i}`, name: `Company ${i + 1}` },
    companyId: `company-${i}`,
  }),
);
const recent = Array.from({ length: 10 }, (_, i) => makeReview({ title: `Community review ${i + 1}` }));
const featured = Array.from({ length: 8 }, (_, i) => makeCompany({ id: `featured-${i}`, name: `Trending ${i + 1}` }));

function api(userReviews: Review[] = own, hidden: unknown[] = []) {
  return mockApi({
    'GET /api/auth/user': signedIn(demoUser),
    'GET /api/reviews/hidden': { body: hidden },
    [`GET /api/users/${demoUser.id}/reviews`]: { body: userReviews },
    'GET /api/reviews/recent': { body: recent },
    'GET /api/companies/featured': { body: featured },
    // The community's reviews can be voted on: the user's vote on each is looked up.
    'GET /api/reviews/:id/vote': { body: { userVote: null } },
  });
}

test('greets by first name, or as User without one', () => {
  expect(greetingName(demoUser)).toBe('Dana');
  expect(greetingName({ firstName: '  ' })).toBe('User');
  expect(greetingName(null)).toBe('User');
});

test('shortcuts, the 3 latest own reviews with Edit and Delete, 3 community reviews and 6 trending companies', async () => {
  api();
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Write a Review/ })).toHaveAttribute('href', '/write-review');
  expect(screen.getByRole('link', { name: /Add a Business/ })).toHaveAttribute('href', '/add-business');
  expect(await screen.findByRole('button', { name: /Your Reviews\s*5 reviews written/ })).toBeInTheDocument();

  const mine = await screen.findByRole('list', { name: 'Your reviews' });
  expect(within(mine).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['My review 5', 'My review 4', 'My review 3']);
  expect(within(mine).getByRole('link', { name: 'Edit your review “My review 5”' })).toHaveAttribute('href', `/reviews/${own[4].id}/edit`);
  expect(within(mine).getAllByRole('button', { name: /^Delete your review/ })).toHaveLength(3);

  const community = await screen.findByRole('list', { name: 'Latest community reviews' });
  expect(within(community).getAllByRole('article')).toHaveLength(3);
  expect(within(community).queryByRole('link', { name: /^Edit your review/ })).not.toBeInTheDocument();

  const trending = await screen.findByRole('list', { name: 'Trending companies' });
  expect(within(trending).getAllByRole('listitem')).toHaveLength(6);
});

test('View All shows every own review, and the toggle brings back the latest 3', async () => {
  api();
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
  const mine = await screen.findByRole('list', { name: 'Your reviews' });

  await user.click(screen.getByRole('button', { name: 'View All (5)' }));
  expect(within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('article')).toHaveLength(5);
  expect(screen.getByRole('heading', { level: 2, name: 'All your reviews' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show latest 3' }));
  expect(within(mine).getAllByRole('article')).toHaveLength(3);
});

test('the Your Reviews card expands the list and moves focus to it', async () => {
  api();
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
  await screen.findByRole('list', { name: 'Your reviews' });
  Element.prototype.scrollIntoView = jest.fn();
  await user.click(screen.getByRole('button', { name: /Your Reviews/ }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'All your reviews' })).toHaveFocus());
  expect(within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('article')).toHaveLength(5);
});

test('no own reviews: an invitation to write the first, and no View All', async () => {
  api([]);
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
  expect(await screen.findByText('You haven’t written any reviews yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write your first review' })).toHaveAttribute('href', '/write-review');
  expect(screen.queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
});

test('shows a hidden review with the reason and the facts, and sends one appeal', async () => {
  const review = makeReview({ title: 'Use code SAVE20', authorId: demoUser.id });
  const item = {
    review,
    reasonLabel: 'Advertising or promotion',
    appeal: 'none',
    statement: {
      id: '7',
      action: 'hide_review',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
      decision_facts: 'The text promotes a competitor with a discount code.',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: false,
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      application_date: '2026-11-20T10:00:00.000Z',
    },
  };
  const calls = api(own, [item]);
  mockApi({ [`POST /api/reviews/${review.id}/appeal`]: { status: 201, body: { id: 'a1', status: 'open' } } });
  renderWithProviders(<ProfilePage />, { user: 'fetch' });
  const section = await screen.findByRole('region', { name: 'Reviews hidden by our moderators' });
  expect(section).toHaveTextContent('Advertising or promotion. The text promotes a competitor with a discount code.');
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Appeal this decision' }));
  await user.type(within(section).getByRole('textbox', { name: 'Why should the decision change?' }), 'The code is the shop’s own loyalty scheme.');
  await user.click(within(section).getByRole('button', { name: 'Send appeal' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Appeal sent' }));
  expect(calls.count('POST', `/api/reviews/${review.id}/appeal`)).toBe(1);
});

test('says at the top when a moderator hid a review, and leads to the reasons and the appeal', async () => {
  const review = makeReview({ title: 'Use code SAVE20', authorId: demoUser.id, company: { id: 'c-9', name: 'Shiny Shop' } });
  const statement = {
    id: '8',
    action: 'hide_review',
    decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
    decision_facts: 'The text promotes a competitor with a discount code.',
    source_type: 'SOURCE_ARTICLE_16',
    automated_detection: false,
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    application_date: '2026-11-20T10:00:00.000Z',
  };
  api(own, [{ review, reasonLabel: 'Advertising or promotion', appeal: 'none', statement }]);
  window.HTMLElement.prototype.scrollIntoView = jest.fn();
  renderWithProviders(<ProfilePage />, { user: 'fetch' });

  const notice = await screen.findByRole('region', { name: 'Hidden reviews' });
  expect(within(notice).getByRole('heading', { level: 2, name: 'A moderator hid your review of Shiny Shop' })).toBeInTheDocument();
  expect(notice).toHaveTextContent('It is no longer shown on the site. Each decision comes with a statement of the reasons, and you can appeal it within six months');
  // It comes before the rest of the page, where the author looks first.
  expect(notice.compareDocumentPosition(screen.getByRole('heading', { name: 'Your latest reviews', level: 2 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await userEvent.setup().click(within(notice).getByRole('link', { name: 'Read why and appeal' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Reviews hidden by our moderators' })).toHaveFocus();
});

test('nudges a reviewer whose address is not confirmed, with a new link', async () => {
  const calls = api();
  mockApi({
    'GET /api/auth/user': signedIn({ ...demoUser, emailVerified: false }),
    'POST /api/auth/resend-verification': { body: { message: 'We sent a new link.' } },
  });
  renderWithProviders(<ProfilePage />, { user: 'fetch' });
  const nudge = await screen.findByRole('region', { name: 'Confirm your email address' });
  expect(nudge).toHaveTextContent('Reviews from a confirmed address are marked as verified');
  expect(nudge).toHaveTextContent(demoUser.email);
  await userEvent.setup().click(within(nudge).getByRole('button', { name: 'Send the link again' }));
  await waitFor(() => expect(calls.count('POST', '/api/auth/resend-verification')).toBe(1));
});

test('says nothing of the kind to a confirmed reviewer without hidden reviews', async () => {
  api();
  renderWithProviders(<ProfilePage />, { user: 'fetch' });
  await screen.findByRole('heading', { level: 1 });
  await screen.findAllByText('My review 5');
  expect(screen.queryByRole('region', { name: 'Confirm your email address' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Hidden reviews' })).not.toBeInTheDocument();
});

describe('scrolling to a section, for someone who asks for less motion', () => {
  const original = window.matchMedia;
  /** The system's answer to media queries: reduced motion or not. */
  const prefersReducedMotion = (reduce: boolean) => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => {
    window.matchMedia = original;
  });

  const hiddenItem = () => ({
    review: makeReview({ title: 'Use code SAVE20', authorId: demoUser.id, company: { id: 'c-9', name: 'Shiny Shop' } }),
    reasonLabel: 'Advertising or promotion',
    appeal: 'none',
    statement: {
      id: '9',
      action: 'hide_review',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
      decision_facts: 'The text promotes a competitor with a discount code.',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: false,
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      application_date: '2026-11-20T10:00:00.000Z',
    },
  });

  it.each([
    [true, 'auto'],
    [false, 'smooth'],
  ])('reduced motion %s: the Your Reviews card scrolls to the list with behavior %s', async (reduce, behavior) => {
    prefersReducedMotion(reduce);
    api();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
    await screen.findByRole('list', { name: 'Your reviews' });
    const scroll = jest.fn();
    window.HTMLElement.prototype.scrollIntoView = scroll;
    await user.click(screen.getByRole('button', { name: /Your Reviews/ }));
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior, block: 'start' }));
  });

  it.each([
    [true, 'auto'],
    [false, 'smooth'],
  ])('reduced motion %s: the hidden reviews notice scrolls to its section with behavior %s', async (reduce, behavior) => {
    prefersReducedMotion(reduce);
    api(own, [hiddenItem()]);
    const scroll = jest.fn();
    window.HTMLElement.prototype.scrollIntoView = scroll;
    renderWithProviders(<ProfilePage />, { user: 'fetch' });
    const notice = await screen.findByRole('region', { name: 'Hidden reviews' });
    await userEvent.setup().click(within(notice).getByRole('link', { name: 'Read why and appeal' }));
    expect(scroll).toHaveBeenCalledWith({ behavior, block: 'start' });
  });
});
