// Issue 17 in the business app: what a new dashboard says with no reviews, counts with their nouns,
// the add-and-claim form after registration, the Log out button on a phone, the alerts toggle, and
// the analytics' colours, lines and date range.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppTheme } from 'shared-ui';
import { http, HttpResponse, lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders, server } from 'shared-ui/test-support';
import AnalyticsPage, { chartSeries } from '../pages/analytics-page';
import ClaimProfilePage from '../pages/claim-profile-page';
import DashboardPage, { replyFigure } from '../pages/dashboard-page';
import { countOf, monthName, monthsBetween } from '../utils/count';

const company = makeCompany({ claimed: true, totalReviews: 0, averageRating: '0.0' });
const claim = { id: 'c1', status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company };
const plan = {
  plan: { id: 'free', name: 'Free', invitationsPerMonth: 1, widgetTemplates: ['mini'], analyticsMonths: 12 },
  requestedPlan: null,
  requestedAt: null,
  usage: { invitationsThisMonth: 0, invitationsLeft: 1, resetsAt: '2026-12-01T00:00:00.000Z' },
};
const MONTHS = monthsBetween('2025-12', '2026-11');
const empty = {
  companyId: company.id,
  months: 12,
  from: '2025-12',
  to: '2026-11',
  earliestMonth: '2025-12',
  latestMonth: '2026-11',
  ratingByMonth: MONTHS.map((month) => ({ month, averageRating: null, reviewCount: 0, repliedCount: 0 })),
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  totalReviews: 0,
  averageRating: '0.0',
  replyRate: 0,
  medianReplySeconds: null,
  topics: [{ topic: 'Delivery', positive: 0, negative: 0 }],
  awaitingReplyByStar: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
};
/** One review of each star in the last month, one replied; a month without reviews before it. */
const busy = {
  ...empty,
  ratingByMonth: MONTHS.map((month, i) =>
    i === 11 ? { month, averageRating: 3, reviewCount: 5, repliedCount: 1 } : i === 9 ? { month, averageRating: 4.5, reviewCount: 2, repliedCount: 2 } : { month, averageRating: null, reviewCount: 0, repliedCount: 0 },
  ),
  ratingDistribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 2 },
  totalReviews: 7,
  averageRating: '3.6',
  replyRate: 0.429,
  awaitingReplyByStar: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 0 },
};

function dashboardApi(analytics: object) {
  server.use(http.get('/api/reviews/reported', () => HttpResponse.json({ reviewIds: [] })));
  return mockApi({
    'GET /api/business/companies': { body: [claim] },
    'GET /api/business/plan': { body: plan },
    'GET /api/business/plans': { body: [plan.plan] },
    [`GET /api/business/companies/${company.id}/analytics`]: { body: analytics },
    [`GET /api/business/companies/${company.id}/reviews?filter=awaiting&offset=0&limit=10`]: { body: [] },
    [`GET /api/business/companies/${company.id}/invitations?limit=10`]: { body: [] },
    'GET /api/business/sessions': { body: [] },
  });
}

describe('a new business dashboard without reviews (item 10)', () => {
  it('says there are no reviews yet, never "Every review has a reply" nor "0% replied"', async () => {
    dashboardApi(empty);
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    expect(await screen.findByText('No reviews yet. Invite your customers below to write the first ones.')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/Every review has a reply/)).not.toBeInTheDocument();
    expect(screen.queryByText('0% replied')).not.toBeInTheDocument();
    expect(screen.queryByText('0 awaiting a reply')).not.toBeInTheDocument();
  });

  it('praises an owner who answered every review, with the figures', async () => {
    dashboardApi({ ...busy, replyRate: 1, awaitingReplyByStar: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    expect(await screen.findByText('Every review has a reply. Well done!')).toBeInTheDocument();
    expect(await screen.findByText('100% replied')).toBeInTheDocument();
    expect(screen.getByText('0 awaiting a reply')).toBeInTheDocument();
  });

  it('says what is true when the reviews are older than the period', () => {
    const old = { ...empty, totalReviews: 4, awaitingReplyByStar: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 0 } };
    expect(replyFigure(old as never)).toEqual({ label: 'No reviews in the last 12 months', awaiting: 1 });
    expect(replyFigure({ ...old, months: 1 } as never).label).toBe('No reviews in the last month');
    expect(replyFigure(busy as never).label).toBe('43% replied');
  });
});

describe('the low-rating alerts toggle on the dashboard (item 20)', () => {
  it('shows the stored setting and turns it off and on again, each time saved for the account', async () => {
    const calls = dashboardApi(busy);
    let on = true;
    mockApi({
      'PATCH /api/business/account': ({ body }) => {
        on = (JSON.parse(body) as { lowRatingAlerts: boolean }).lowRatingAlerts;
        return { body: makeBusinessAccount({ email: 'owner@northwind.example', lowRatingAlerts: on }) };
      },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount({ email: 'owner@northwind.example' }) });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Email alerts' });
    const toggle = within(card).getByRole('switch', { name: 'Email me about new 1–2★ reviews' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/We email owner@northwind.example with the review/);

    await user.click(toggle);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Alerts off' }));
    expect(toggle).not.toBeChecked();
    expect(on).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Alerts on' }));
    expect(toggle).toBeChecked();
    expect(calls.count('PATCH', '/api/business/account')).toBe(2);
  });

  it('says so when the change fails, and keeps the setting', async () => {
    dashboardApi(busy);
    mockApi({ 'PATCH /api/business/account': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is briefly unavailable.' } } });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const card = await screen.findByRole('region', { name: 'Email alerts' });
    await userEvent.setup().click(within(card).getByRole('switch'));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    expect(within(card).getByRole('switch')).toBeChecked();
  });
});

describe('the business header on a phone (item 13)', () => {
  it('keeps "Log out" on one line: the name and address give way instead', async () => {
    dashboardApi(busy);
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const logOut = await screen.findByRole('button', { name: 'Log out' });
    expect(logOut).toHaveStyle({ whiteSpace: 'nowrap', flexShrink: '0' });
  });
});

describe('counts in the business app say their nouns right (item 10)', () => {
  it('one star, two stars', () => {
    expect(countOf(1, 'star')).toBe('1 star');
    expect(countOf(2, 'star')).toBe('2 stars');
    expect(countOf(1000, 'invitation')).toBe('1,000 invitations');
    expect(countOf(1, 'month')).toBe('1 month');
  });

  it('the analytics list of stars says "1 star", and the reply rate of one month "1 month"', async () => {
    mockApi({
      'GET /api/business/companies': { body: [claim] },
      [`GET /api/business/companies/${company.id}/analytics?from=2026-11&to=2026-11`]: {
        body: { ...busy, months: 1, from: '2026-11', to: '2026-11', ratingByMonth: busy.ratingByMonth.slice(11) },
      },
    });
    renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics?from=2026-11&to=2026-11' });
    expect(await screen.findByText('1 star: 1 awaiting, 1 in all')).toBeInTheDocument();
    expect(screen.getByText('2 stars: 1 awaiting, 1 in all')).toBeInTheDocument();
    expect(screen.queryByText(/1 stars/)).not.toBeInTheDocument();
    expect(screen.getByText('Reply rate (1 month)')).toBeInTheDocument();
  });
});

describe('the analytics charts (item 15)', () => {
  it("draw in the theme's colours, the monthly average as points joined by straight segments with gaps for empty months", () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createAppTheme(mode);
      const s = chartSeries(busy as never, palette);
      expect(s.rating).toEqual([expect.objectContaining({ color: palette.primary.main, curve: 'linear', showMark: true, connectNulls: false })]);
      expect(s.rating[0].data.slice(9)).toEqual([4.5, null, 3]);
      expect(s.volume.map((x) => x.color)).toEqual([palette.secondary.main, palette.primary.main]);
      expect(s.topics.map((x) => x.color)).toEqual([palette.success.main, palette.error.main]);
      expect(s.awaiting.map((x) => x.color)).toEqual([palette.warning.main]);
    }
  });

  it('render those colours, not the default blue and orange', async () => {
    mockApi({ 'GET /api/business/companies': { body: [claim] }, [`GET /api/business/companies/${company.id}/analytics`]: { body: busy } });
    const { container } = renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount() });
    await screen.findByRole('heading', { name: 'Rating and reviews by month' });
    const { palette } = createAppTheme('light');
    await waitFor(() => expect(container.querySelectorAll('svg path, svg rect').length).toBeGreaterThan(0));
    const painted = [...container.querySelectorAll('svg path, svg rect')].flatMap((el) => [el.getAttribute('fill'), el.getAttribute('stroke')]).filter(Boolean);
    const colours = new Set(painted.map((c) => c!.toLowerCase()));
    // x-charts' default palette (rainbowSurge: blue, orange, …) appears nowhere; the theme's does.
    for (const fallback of ['#4254fb', '#ffb422', '#fa4f58', '#0dbeff', '#22bf75']) expect(colours).not.toContain(fallback);
    for (const themed of [palette.primary.main, palette.secondary.main, palette.success.main, palette.error.main, palette.warning.main]) expect(colours).toContain(themed.toLowerCase());
  });
});

describe('the analytics date range (item 20)', () => {
  it('offers the months of the plan, asks for the chosen range, and keeps it in the address', async () => {
    const calls = mockApi({
      'GET /api/business/companies': { body: [claim] },
      [`GET /api/business/companies/${company.id}/analytics`]: { body: busy },
      [`GET /api/business/companies/${company.id}/analytics?from=2026-09&to=2026-11`]: {
        body: { ...busy, months: 3, from: '2026-09', to: '2026-11', ratingByMonth: busy.ratingByMonth.slice(9) },
      },
    });
    renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics' });
    const user = userEvent.setup();
    await screen.findByText('Period: 12 months, up to 12 months on your plan');
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(MONTHS.map(monthName));
    expect(options[0]).toBe('December 2025');
    await user.click(screen.getByRole('option', { name: 'September 2026' }));

    expect(await screen.findByText('Period: 3 months, up to 12 months on your plan')).toBeInTheDocument();
    expect(calls.count('GET', `/api/business/companies/${company.id}/analytics?from=2026-09&to=2026-11`)).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics?from=2026-09&to=2026-11');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);

    // A To month before From cannot be picked.
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    expect(screen.getByRole('option', { name: 'August 2026' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Whole plan range' }));
    expect(await screen.findByText('Period: 12 months, up to 12 months on your plan')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/analytics$/);
  });

  it("says why a range from an old link cannot be shown, and offers the plan's", async () => {
    mockApi({
      'GET /api/business/companies': { body: [claim] },
      [`GET /api/business/companies/${company.id}/analytics`]: { body: busy },
      [`GET /api/business/companies/${company.id}/analytics?from=2024-01`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: "Your plan's analytics cover the last 12 months: choose a From month from 2025-12 on." },
      },
    });
    renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics?from=2024-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your plan's analytics cover the last 12 months");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the whole plan range' }));
    expect(await screen.findByText('Period: 12 months, up to 12 months on your plan')).toBeInTheDocument();
  });
});

describe('add and claim after registering (item 11)', () => {
  const account = makeBusinessAccount({ companyName: 'Brand New Gadgets', website: 'https://www.brand-new-gadgets.example' });
  const added = makeCompany({ name: 'Brand New Gadgets', website: 'https://www.brand-new-gadgets.example', claimed: true });
  const newClaim = { ...claim, id: 'c2', company: added };

  function claimPage(routes: Parameters<typeof mockApi>[0] = {}) {
    let claims: object[] = [];
    const calls = mockApi({
      'GET /api/categories': { body: [{ name: 'Technology', companyCount: 3 }] },
      'GET /api/business/companies': () => ({ body: claims }),
      'GET /api/companies?search=Brand%20New%20Gadgets&limit=8': { body: [], headers: { 'X-Total-Count': '0' } },
      'POST /api/business/companies': () => {
        claims = [newClaim];
        return { status: 201, body: newClaim };
      },
      ...routes,
    });
    renderWithProviders(<ClaimProfilePage />, { business: account });
    return calls;
  }

  it('prefills the company name and website given at registration', async () => {
    claimPage();
    const form = await screen.findByRole('form', { name: 'Add and claim a company' });
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('Brand New Gadgets');
    expect(within(form).getByRole('textbox', { name: 'Website' })).toHaveValue('https://www.brand-new-gadgets.example');
  });

  it('after adding it, leaves no stale "No listed company matches…", and links the claim in the theme\'s link style', async () => {
    const calls = claimPage();
    const user = userEvent.setup();
    expect(await screen.findByText(/No listed company matches “Brand New Gadgets”/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add and claim a company' });
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(within(form).getByRole('button', { name: 'Add and claim' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Profile claimed' }));
    expect(await calls.bodyOf('POST', '/api/business/companies')).toEqual({ name: 'Brand New Gadgets', category: 'Technology', website: 'https://www.brand-new-gadgets.example' });
    await waitFor(() => expect(screen.queryByText(/No listed company matches/)).not.toBeInTheDocument());
    const link = within(await screen.findByRole('list', { name: 'Your claims' })).getByRole('link', { name: 'Brand New Gadgets' });
    expect(link).toHaveAttribute('href', `/companies/${added.id}`);
    // MUI's Link, styled by the theme, not the browser's default blue.
    expect(link).toHaveClass('MuiLink-root');
  });

  it('links a website already listed to the company the API names, and claims that one on request', async () => {
    const listed = makeCompany({ name: 'Gadgets Original', website: 'https://brand-new-gadgets.example' });
    const listedClaim = { ...claim, id: 'c3', status: 'pending', verification: null, company: listed };
    const calls = claimPage({
      'POST /api/business/companies': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: '"Gadgets Original" is already listed with the website brand-new-gadgets.example.', existingId: listed.id },
      },
      'POST /api/business/claims': { status: 201, body: listedClaim },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add and claim a company' });
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(within(form).getByRole('button', { name: 'Add and claim' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('"Gadgets Original" is already listed with the website brand-new-gadgets.example.');
    expect(within(alert).getByRole('link', { name: 'See the listed company' })).toHaveAttribute('href', `/companies/${listed.id}`);
    await user.click(within(alert).getByRole('button', { name: 'Claim it' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim sent' }));
    expect(await calls.bodyOf('POST', '/api/business/claims')).toEqual({ companyId: listed.id });
  });
});
