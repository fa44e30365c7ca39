import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Review } from 'shared-ui';
import CompanyPage from '../../../pages/company-page';
import { UNAUTHORIZED_REDIRECT_MS, useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { type Answer, currentLocation, lastToast, makeCompanyDetail, makeReview, makeUser, mockApi, renderWithProviders, type Route, SIGNED_OUT, signedIn } from 'shared-ui/test-support';

const demoUser = makeUser({ id: '11111111-1111-4111-8111-111111111111', email: 'dana@example.com' });

const ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const COMPANY_URL = `/api/companies/${ID}`;
/** From 20 reviews the page asks for its review highlights (company-highlights.test.tsx): here, none yet. */
const NO_HIGHLIGHTS: Record<string, Answer> = {
  [`GET ${COMPANY_URL}/highlights`]: { body: { companyId: ID, reviewCount: 0, minimumReviews: 20, enough: false, aspects: [] } },
};

function renderCompany() {
  return renderWithProviders(<CompanyPage />, { at: `/companies/${ID}`, path: '/companies/:id', user: 'fetch' });
}

/** n reviews, newest first, with ratings cycling 5, 4, 3, 2, 1. */
function reviewsNewestFirst(n: number, start = 0): Review[] {
  return Array.from({ length: n }, (_, i) =>
    makeReview({
      title: `Review ${start + i + 1}`,
      rating: 5 - ((start + i) % 5),
      createdAt: new Date(Date.UTC(2025, 5, 1) - (start + i) * 3_600_000).toISOString(),
      helpfulCount: (start + i) % 7,
    }),
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: /^Reviews of/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

// Pages of MUI review cards render slowly in jsdom.
jest.setTimeout(40_000);

describe('company details', () => {
  test('shows the company, its rating, website and the sign-in call when signed out', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ totalReviews: 3, reviews: reviewsNewestFirst(3) }) },
    });
    renderCompany();

    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Outfitters' })).toBeInTheDocument();
    expect(document.title).toBe('Northwind Outfitters | TrustReviews');
    expect(screen.getAllByRole('link', { name: 'Retail' })[0]).toHaveAttribute('href', '/companies?category=Retail');
    const website = screen.getAllByRole('link', { name: 'northwind.example (opens in a new tab)' })[0];
    expect(website).toHaveAttribute('href', 'https://www.northwind.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('img', { name: 'Rated 4.2 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Company information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rating breakdown' })).toBeInTheDocument();
    // Anyone may send a notice about the page itself, the company filled in.
    expect(screen.getByRole('link', { name: 'Report this company page' })).toHaveAttribute('href', expect.stringMatching(/^\/notices\/new\?type=company&id=[0-9a-f-]{36}$/));
    // Sign-in leads on to the review form of this company, not back to its page.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in to Review' })).toHaveAttribute('href', expect.stringMatching(/^\/sign-in\?redirect=%2Fwrite-review%2F/)));
    expect(screen.queryByRole('link', { name: 'Write a Review' })).not.toBeInTheDocument();
  });

  test("makes no landmark of the company's replies, whose names would repeat (axe landmark-unique): each is a group in its review", async () => {
    const reply = { content: 'Thank you for your review!', createdAt: '2025-06-02T00:00:00.000Z', updatedAt: '2025-06-02T00:00:00.000Z' };
    const reviews = reviewsNewestFirst(3).map((r, i) => (i < 2 ? { ...r, reply } : r));
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ totalReviews: 3, reviews }) },
    });
    renderCompany();
    const list = await screen.findByRole('list', { name: /^Reviews of/ });
    expect(screen.queryAllByRole('region', { name: /^Reply from/ })).toHaveLength(0);
    const replies = within(list).getAllByRole('group', { name: 'Reply from Northwind Outfitters' });
    expect(replies).toHaveLength(2);
    for (const [i, group] of replies.entries()) {
      expect(group.closest('article')).toHaveTextContent(`Review ${i + 1}`);
      expect(group).toHaveTextContent('Thank you for your review!');
    }
  });

  test('says Claimed for a company with a verified owner, and offers claiming otherwise', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ claimed: true }) },
    });
    const { unmount } = renderCompany();
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Claim it/ })).not.toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ claimed: false }) },
    });
    renderCompany();
    expect(await screen.findByRole('link', { name: 'Is this your company? Claim it' })).toHaveAttribute('href', '/claim-profile');
    expect(screen.queryByText('Claimed')).not.toBeInTheDocument();
  });

  test('the Claimed badge, a tab stop, shows the focus ring and its explanation to the keyboard', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ claimed: true }) },
    });
    const user = userEvent.setup();
    renderCompany();
    const chip = (await screen.findByText('Claimed')).closest<HTMLElement>('.MuiChip-root')!;
    for (let i = 0; i < 10 && document.activeElement !== chip; i++) await user.tab();
    expect(chip).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This company has verified that it owns this profile and can reply to reviews.');
    // The theme's focus ring on the chip's own class (jsdom cannot match :focus-visible itself).
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const own = [...chip.classList].filter((c) => c.startsWith('css-'));
    expect(rules.filter((rule) => own.some((c) => rule.startsWith(`.${c}:focus-visible`)) && /outline: 3px solid #1f4e79/.test(rule))).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  test("shows a moderator's notice of unusual review activity while it lasts, and nothing without one", async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ notice: { message: 'We found unusual review activity on this profile', until: '2026-12-07T10:00:00.000Z' } }) },
    });
    const { unmount } = renderCompany();
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('We found unusual review activity on this profile');
    expect(notice).toHaveTextContent('This notice shows until December 7, 2026');
    expect(within(notice).getByRole('link', { name: 'how we moderate reviews' })).toHaveAttribute('href', '/trust-safety');
    unmount();

    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ notice: null }) },
    });
    renderCompany();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('We found unusual review activity on this profile')).not.toBeInTheDocument();
  });

  test('shows the TrustScore and explains it with this company’s numbers', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: {
        body: makeCompanyDetail({ totalReviews: 5, trustScore: { value: '3.9', effectiveReviews: 4, weightedAverage: 4.6, priorReviews: 7, priorMean: 3.5, halfLifeDays: 365 } }),
      },
    });
    renderCompany();
    expect(await screen.findByText('TrustScore 3.9')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'How is this calculated?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How the TrustScore is calculated' });
    expect(dialog).toHaveTextContent('Prior: 7 reviews at 3.5 stars, worth 24.5 points.');
    expect(dialog).toHaveTextContent('This company: 5 reviews, worth 4 fresh reviews with a weighted average of 4.60 stars.');
    expect(dialog).toHaveTextContent('(24.5 + 4 × 4.60) / (7 + 4) = 3.9');
  });

  test('links to how reviews are verified beside the TrustScore and the rating breakdown, and from each label on a review', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ totalReviews: 1, reviews: [makeReview({ invited: true, experienceDate: '2026-11-03' })] }) },
    });
    renderCompany();
    const header = (await screen.findByText(/^TrustScore/)).closest('header')!;
    expect(within(header).getByRole('link', { name: 'How reviews are verified' })).toHaveAttribute('href', '/how-reviews-are-verified');
    const breakdown = await screen.findByRole('region', { name: 'Rating breakdown' });
    expect(within(breakdown).getByRole('link', { name: 'How reviews are verified' })).toHaveAttribute('href', '/how-reviews-are-verified');
    const card = within(screen.getByRole('list', { name: /^Reviews of/ })).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Verified: what this label means' })).toHaveAttribute('href', '/how-reviews-are-verified#verified');
    expect(within(card).getByRole('link', { name: 'Invited: what this label means' })).toHaveAttribute('href', '/how-reviews-are-verified#invited');
    expect(card).toHaveTextContent('Date of experience: November 3, 2026');
  });

  test('offers Write a Review to a signed-in user', async () => {
    mockApi({
      'GET /api/auth/user': signedIn(demoUser),
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ reviews: reviewsNewestFirst(3) }) },
      // A signed-in visitor's vote on each review is looked up.
      'GET /api/reviews/:id/vote': { body: { userVote: null } },
      // And whether they reviewed this company already (then the button is Edit your review).
      [`GET /api/users/${demoUser.id}/reviews?offset=0&limit=100`]: { body: [] },
    });
    renderCompany();
    expect(await screen.findByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', `/write-review/${ID}`);
    expect(screen.queryByRole('link', { name: 'Sign in to Review' })).not.toBeInTheDocument();
  });

  test('offers Edit your review to a signed-in user who reviewed the company', async () => {
    const mine = makeReview({ title: 'My own review', authorId: demoUser.id, companyId: ID });
    mockApi({
      'GET /api/auth/user': signedIn(demoUser),
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ reviews: [mine] }) },
      [`GET /api/users/${demoUser.id}/reviews?offset=0&limit=100`]: { body: [mine] },
    });
    renderCompany();
    expect(await screen.findByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', `/reviews/${mine.id}/edit`);
    expect(screen.queryByRole('link', { name: 'Write a Review' })).not.toBeInTheDocument();
  });

  test("shows 'No reviews yet' for a company without reviews, and no rating markup", async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: {
        body: makeCompanyDetail({ totalReviews: 0, averageRating: '0.0', ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
      },
    });
    renderCompany();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    // The prior alone is no score: an unreviewed company must not look better than a poorly reviewed one.
    expect(screen.getByText('No TrustScore until the first review')).toBeInTheDocument();
    expect(screen.queryByText(/^TrustScore \d/)).not.toBeInTheDocument();
    const json = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json.name).toBe('Northwind Outfitters');
    expect(json).not.toHaveProperty('aggregateRating');
    expect(json).not.toHaveProperty('review');
  });

  test("a missing company shows 'Company Not Found' with a way home", async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Company not found.' } },
    });
    renderCompany();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Company Not Found | TrustReviews');
  });

  test('publishes structured data with at most 10 reviews', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ totalReviews: 20, reviews: reviewsNewestFirst(20) }) },
      ...NO_HIGHLIGHTS,
    });
    renderCompany();
    await screen.findByRole('heading', { level: 1 });
    const json = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json.aggregateRating).toMatchObject({ ratingValue: '4.2', reviewCount: 20, bestRating: 5, worstRating: 1 });
    expect(json.review).toHaveLength(10);
  });
});

// Small pages keep the test fast; the rule is about counts, not about the API's 20 and 50.
describe('filter, sort and Show More', () => {
  const first = reviewsNewestFirst(10);
  const next = reviewsNewestFirst(3, 10);

  function answers(more: Answer | Route): Record<string, Answer | Route> {
    return {
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ totalReviews: 13, reviews: first, hasMoreReviews: true }) },
      [`GET ${COMPANY_URL}?offset=10&limit=50`]: more,
    };
  }

  test('Show More Reviews is only on the default view, and the summary counts every review', async () => {
    mockApi(answers({ body: makeCompanyDetail({ reviews: next }) }));
    renderCompany();
    await screen.findByRole('list', { name: /^Reviews of/ });
    expect(screen.getByText('Showing 10 of 13 reviews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show More Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  test('Show More appends the next page, keeps focus on the button while it loads, then moves it to the first new review and says how many came', async () => {
    let release: () => void = () => {};
    const calls = mockApi(
      answers(() => new Promise<Answer>((resolve) => (release = () => resolve({ body: makeCompanyDetail({ reviews: next, hasMoreReviews: false }) })))),
    );
    const user = userEvent.setup();
    renderCompany();
    // The reviews render right after the header's first paint.
    await screen.findByRole('list', { name: /^Reviews of/ });
    const summary = screen.getByText('Showing 10 of 13 reviews');
    expect(summary).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Show More Reviews' }));
    const loading = screen.getByRole('button', { name: 'Loading reviews…' });
    // Still focusable and focused (a disabled button dropped focus to the page); clicks meanwhile ask for nothing.
    expect(loading).toBeEnabled();
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveFocus();
    await user.click(loading);
    expect(calls.count('GET', `${COMPANY_URL}?offset=10&limit=50`)).toBe(1);

    await act(async () => release());
    await waitFor(() => expect(titles()).toHaveLength(13));
    expect(titles().slice(-3)).toEqual(['Review 11', 'Review 12', 'Review 13']);
    // Focus on the first new review: the next Tab reads on into the reviews just loaded.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', `review-${next[0].id}`));
    // The same live region, its text changed.
    expect(summary).toHaveTextContent('3 more reviews loaded. Showing all 13 reviews');
    expect(screen.queryByRole('button', { name: /Show More Reviews|Loading reviews/ })).not.toBeInTheDocument();
  });

  test("a failed load shows the 'Error' toast and keeps the button", async () => {
    mockApi(answers({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' } }));
    const user = userEvent.setup();
    renderCompany();
    // The reviews render right after the header's first paint.
    await screen.findByRole('list', { name: /^Reviews of/ });
    await user.click(screen.getByRole('button', { name: 'Show More Reviews' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to load more reviews', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Show More Reviews' })).toBeEnabled();
    expect(titles()).toHaveLength(10);
  });
});

// Issue 17: filters, orders and keywords are the API's, over every review of the company.
describe('filters, sorts and keywords over every review', () => {
  const ratings = { 1: 6, 2: 10, 3: 14, 4: 15, 5: 15 };
  const company = (over: Parameters<typeof makeCompanyDetail>[0] = {}) =>
    makeCompanyDetail({ totalReviews: 60, ratingDistribution: ratings, reviews: reviewsNewestFirst(20), hasMoreReviews: true, ...over });
  const oneStar = (n: number, start = 0) =>
    Array.from({ length: n }, (_, i) => makeReview({ title: `One star ${start + i + 1}`, rating: 1, createdAt: new Date(Date.UTC(2025, 3, 1) - (start + i) * 3_600_000).toISOString() }));

  test('a rating bar asks the API for that rating over all reviews, and Load more pages it', async () => {
    let release: () => void = () => {};
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: company() },
      ...NO_HIGHLIGHTS,
      // None of the six 1-star reviews is among the 20 loaded; the API finds them all.
      [`GET ${COMPANY_URL}?rating=1`]: { body: company({ reviews: oneStar(4), hasMoreReviews: true, reviewTotal: { count: 6, atLeast: false } }) },
      [`GET ${COMPANY_URL}?rating=1&offset=4&limit=50`]: () =>
        new Promise<Answer>((resolve) => (release = () => resolve({ body: company({ reviews: oneStar(2, 4), hasMoreReviews: false, reviewTotal: { count: 6, atLeast: false } }) }))),
    });
    const user = userEvent.setup();
    renderCompany();
    await screen.findByRole('list', { name: /^Reviews of/ });
    const summary = screen.getByText('Showing 20 of 60 reviews');

    await user.click(screen.getByRole('button', { name: /^1 star.*show only 1-star reviews/ }));
    await waitFor(() => expect(titles()).toEqual(['One star 1', 'One star 2', 'One star 3', 'One star 4']));
    expect(calls.count('GET', `${COMPANY_URL}?rating=1`)).toBe(1);
    expect(currentLocation()).toBe(`/companies/${ID}?rating=1`);
    expect(screen.getByRole('combobox', { name: 'Filter by rating' })).toHaveTextContent('1 star');
    // The live region stayed mounted while the view loaded (one inserted already filled is not read): its text changed.
    expect(summary).toHaveTextContent('Showing 4 of 6 1-star reviews, newest first');
    expect(summary).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More Reviews' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(screen.getByRole('button', { name: 'Loading reviews…' })).toHaveFocus();
    await act(async () => release());
    await waitFor(() => expect(titles()).toHaveLength(6));
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^review-/));
    expect(document.activeElement).toHaveTextContent('One star 5');
    expect(summary).toHaveTextContent('2 more reviews loaded. Showing all 6 1-star reviews, newest first');
    expect(screen.queryByRole('button', { name: /Load more reviews|Loading reviews/ })).not.toBeInTheDocument();

    // The bar again clears the filter: back to the company answer, with Show More Reviews.
    await user.click(screen.getByRole('button', { name: /^1 star.*showing only these reviews/ }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(currentLocation()).toBe(`/companies/${ID}`);
    expect(screen.getByRole('button', { name: 'Show More Reviews' })).toBeInTheDocument();
    // What Load more said belonged to the 1-star view: the line now counts this one alone.
    expect(summary).toHaveTextContent(/^Showing 20 of 60 reviews$/);
  });

  test('each order is asked of the API', async () => {
    const lowest = [...oneStar(6), ...reviewsNewestFirst(14).map((r) => ({ ...r, rating: 2 }))];
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: company() },
      ...NO_HIGHLIGHTS,
      [`GET ${COMPANY_URL}?sort=lowest`]: { body: company({ reviews: lowest }) },
      [`GET ${COMPANY_URL}?sort=helpful`]: { body: company({ reviews: reviewsNewestFirst(20, 40) }) },
    });
    const user = userEvent.setup();
    renderCompany();
    await screen.findByRole('list', { name: /^Reviews of/ });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Lowest rated' }));
    await waitFor(() => expect(titles().slice(0, 6)).toEqual(['One star 1', 'One star 2', 'One star 3', 'One star 4', 'One star 5', 'One star 6']));
    expect(screen.getByText('Showing 20 of 60 reviews, lowest rated first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more reviews' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Most helpful' }));
    await waitFor(() => expect(titles()[0]).toBe('Review 41'));
    expect(calls.count('GET', `${COMPANY_URL}?sort=helpful`)).toBe(1);
    expect(currentLocation()).toBe(`/companies/${ID}?sort=helpful`);
  });

  test('searches by keyword and narrows to verified or email-confirmed reviews, and clears both', async () => {
    const refund = [makeReview({ title: 'Refund took weeks', content: 'The refund took weeks.', verified: true }), makeReview({ title: 'Refund was quick', content: 'A quick refund.', verified: false })];
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: company() },
      ...NO_HIGHLIGHTS,
      [`GET ${COMPANY_URL}?search=refund`]: { body: company({ reviews: refund, hasMoreReviews: false, reviewTotal: null }) },
      [`GET ${COMPANY_URL}?search=refund&verified=true`]: { body: company({ reviews: [refund[0]], hasMoreReviews: false, reviewTotal: null }) },
      [`GET ${COMPANY_URL}?rating=5&search=refund&verified=true`]: { body: company({ reviews: [], hasMoreReviews: false, reviewTotal: null }) },
    });
    const user = userEvent.setup();
    renderCompany();
    await screen.findByRole('list', { name: /^Reviews of/ });

    const search = within(screen.getByRole('search', { name: 'Search this company’s reviews' })).getByRole('searchbox', { name: 'Search reviews' });
    await user.type(search, '  refund {Enter}');
    await waitFor(() => expect(titles()).toEqual(['Refund took weeks', 'Refund was quick']));
    expect(screen.getByText('Showing all 2 reviews mentioning “refund”, newest first')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/companies/${ID}?search=refund`);

    await user.click(screen.getByRole('switch', { name: 'Verified or email confirmed' }));
    await waitFor(() => expect(titles()).toEqual(['Refund took weeks']));
    expect(calls.count('GET', `${COMPANY_URL}?search=refund&verified=true`)).toBe(1);

    await user.click(screen.getByRole('combobox', { name: 'Filter by rating' }));
    await user.click(screen.getByRole('option', { name: '5 stars' }));
    expect(await screen.findByText('No reviews match “refund” with these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(currentLocation()).toBe(`/companies/${ID}`);
    expect(search).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Verified or email confirmed' })).not.toBeChecked();
  });

  test('a topic asks the API for that topic, and the line above the list says how many reviews each filter keeps', async () => {
    const delivery = reviewsNewestFirst(20, 100).map((r) => ({ ...r, topic: 'Delivery' as const }));
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: company() },
      ...NO_HIGHLIGHTS,
      [`GET ${COMPANY_URL}?topic=Delivery`]: { body: company({ reviews: delivery, hasMoreReviews: true, reviewTotal: { count: 23, atLeast: false } }) },
      [`GET ${COMPANY_URL}?verified=true&topic=Delivery`]: { body: company({ reviews: delivery.slice(0, 12), hasMoreReviews: false, reviewTotal: { count: 12, atLeast: false } }) },
    });
    const user = userEvent.setup();
    renderCompany();
    await screen.findByRole('list', { name: /^Reviews of/ });

    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All topics', 'Customer Service', 'Product Quality', 'Delivery', 'Value for Money', 'User Experience']);
    await user.click(screen.getByRole('option', { name: 'Delivery' }));
    await waitFor(() => expect(titles()[0]).toBe('Review 101'));
    expect(calls.count('GET', `${COMPANY_URL}?topic=Delivery`)).toBe(1);
    expect(currentLocation()).toBe(`/companies/${ID}?topic=Delivery`);
    expect(screen.getByText('Showing 20 of 23 reviews about Delivery, newest first')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Verified or email confirmed' }));
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(screen.getByText('Showing all 12 verified or email-confirmed reviews about Delivery, newest first')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveTextContent('Delivery');
  });

  test('a verified view keeps the total its first page counted while Load more pages answer none', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: company({ reviews: reviewsNewestFirst(4) }) },
      ...NO_HIGHLIGHTS,
      [`GET ${COMPANY_URL}?verified=true`]: { body: company({ reviews: reviewsNewestFirst(4, 100), hasMoreReviews: true, reviewTotal: { count: 95, atLeast: false } }) },
      // Verified reviews are counted on the first page only: later pages answer null.
      [`GET ${COMPANY_URL}?verified=true&offset=4&limit=50`]: { body: company({ reviews: reviewsNewestFirst(5, 104), hasMoreReviews: true, reviewTotal: null }) },
    });
    const user = userEvent.setup();
    renderCompany();
    await screen.findByRole('list', { name: /^Reviews of/ });
    await user.click(screen.getByRole('switch', { name: 'Verified or email confirmed' }));
    await waitFor(() => expect(titles()[0]).toBe('Review 101'));
    expect(screen.getByText('Showing 4 of 95 verified or email-confirmed reviews, newest first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect(screen.getByText('Showing 9 of 95 verified or email-confirmed reviews, newest first')).toBeInTheDocument();
  });

  test('a reload keeps the view: it is read from the URL', async () => {
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: company() },
      ...NO_HIGHLIGHTS,
      [`GET ${COMPANY_URL}?rating=2&sort=oldest&verified=true`]: { body: company({ reviews: reviewsNewestFirst(3), hasMoreReviews: false, reviewTotal: { count: 3, atLeast: false } }) },
    });
    renderWithProviders(<CompanyPage />, { at: `/companies/${ID}?rating=2&sort=oldest&verified=true`, path: '/companies/:id', user: 'fetch' });
    await waitFor(() => expect(titles()).toEqual(['Review 1', 'Review 2', 'Review 3']));
    expect(calls.count('GET', `${COMPANY_URL}?rating=2&sort=oldest&verified=true`)).toBe(1);
    expect(screen.getByRole('combobox', { name: 'Filter by rating' })).toHaveTextContent('2 stars');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Oldest first');
    expect(screen.getByRole('switch', { name: 'Verified or email confirmed' })).toBeChecked();
  });
});

describe('a link to one review (#review-<id>: a webhook\'s review.url)', () => {
  const OLD = makeReview({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', companyId: ID, title: 'An older review', rating: 2 });

  function renderLinked() {
    return renderWithProviders(<CompanyPage />, { at: `/companies/${ID}#review-${OLD.id}`, path: '/companies/:id', user: 'fetch' });
  }

  test('a review past the loaded pages is read on its own, shown above the list and focused', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 300, reviews: reviewsNewestFirst(20), hasMoreReviews: true }) },
      [`GET /api/reviews/${OLD.id}`]: { body: OLD },
      ...NO_HIGHLIGHTS,
    });
    Element.prototype.scrollIntoView = jest.fn();
    renderLinked();
    const linked = await screen.findByRole('list', { name: 'The review this link points to' });
    expect(within(linked).getByRole('heading', { name: 'An older review' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', `review-${OLD.id}`));
    expect(titles()).toHaveLength(20);
  });

  test('a listed review is not read again; a hidden or deleted one is said to be no longer published', async () => {
    const listed = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 2, reviews: [makeReview({ title: 'Newer' }), OLD] }) },
    });
    Element.prototype.scrollIntoView = jest.fn();
    const first = renderLinked();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', `review-${OLD.id}`));
    expect(screen.queryByRole('list', { name: 'The review this link points to' })).not.toBeInTheDocument();
    expect(listed.count('GET', /^\/api\/reviews\//)).toBe(0);
    first.unmount();

    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 300, reviews: reviewsNewestFirst(20), hasMoreReviews: true }) },
      [`GET /api/reviews/${OLD.id}`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Review not found.' } },
      ...NO_HIGHLIGHTS,
    });
    renderLinked();
    const notice = await screen.findByText('The review this link points to is no longer published: it may have been hidden or deleted since.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });
});

describe("the author's own reviews", () => {
  test('only they get Edit and Delete, and Delete asks first, then removes it', async () => {
    const mine = makeReview({ title: 'My own review', authorId: demoUser.id });
    const theirs = makeReview({ title: 'Somebody else', createdAt: '2024-01-01T00:00:00.000Z' });
    let deleted = false;
    const calls = mockApi({
      'GET /api/auth/user': signedIn(demoUser),
      [`GET ${COMPANY_URL}`]: () => ({
        body: makeCompanyDetail({
          totalReviews: deleted ? 1 : 2,
          ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: deleted ? 1 : 2, 5: 0 },
          reviews: deleted ? [theirs] : [mine, theirs],
        }),
      }),
      [`GET /api/reviews/${theirs.id}/vote`]: { body: { userVote: null } },
      [`GET /api/users/${demoUser.id}/reviews?offset=0&limit=100`]: () => ({ body: deleted ? [] : [mine] }),
      [`DELETE /api/reviews/${mine.id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderCompany();

    const edit = await screen.findByRole('link', { name: 'Edit your review “My own review”' });
    expect(edit).toHaveAttribute('href', `/reviews/${mine.id}/edit`);
    expect(screen.queryByRole('link', { name: /Edit your review “Somebody else”/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete your review “My own review”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    expect(calls.count('DELETE', `/api/reviews/${mine.id}`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Review deleted', variant: 'success' }));
    expect(calls.count('DELETE', `/api/reviews/${mine.id}`)).toBe(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'My own review' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Somebody else' })).toBeInTheDocument();
  });
});

describe('a 401 on the company query', () => {
  test("toasts 'Unauthorized' and goes to /api/login after 500 ms", () => {
    jest.useFakeTimers();
    try {
      const redirect = jest.fn();
      renderHook(() => useUnauthorizedRedirect(new ApiError(401, '{"message":"Please sign in."}', 'Unauthorized'), redirect));
      expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
      act(() => jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1));
      expect(redirect).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(redirect).toHaveBeenCalledWith('/api/login');
    } finally {
      jest.useRealTimers();
    }
  });

  test('other errors neither toast nor redirect', () => {
    const redirect = jest.fn();
    renderHook(() => useUnauthorizedRedirect(new ApiError(500, '', 'Internal Server Error'), redirect));
    expect(lastToast()).toBeUndefined();
  });
});
