// Issue 17 on the dashboard: what a new dashboard says with no reviews, the alerts toggle, and the
// Log out button on a phone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders, server } from 'shared-ui/test-support';
import DashboardPage from '../../../pages/dashboard-page';
import { replyFigure } from '../utils/reply-figure';

// Every company's work lists its moderation decisions; none here unless a test says otherwise.
beforeEach(() => server.use(http.get('/api/business/companies/:id/moderation-decisions', () => HttpResponse.json([]))));

const company = makeCompany({ claimed: true, totalReviews: 0, averageRating: '0.0' });
const claim = { id: 'c1', status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company };
const plan = {
  plan: { id: 'free', name: 'Free', invitationsPerMonth: 1, widgetTemplates: ['mini'], analyticsMonths: 12 },
  requestedPlan: null,
  requestedAt: null,
  usage: { invitationsThisMonth: 0, invitationsLeft: 1, resetsAt: '2026-12-01T00:00:00.000Z' },
};
const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
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
    [`GET /api/business/companies/${company.id}/api-keys`]: { body: [] },
    [`GET /api/business/companies/${company.id}/webhooks`]: { body: [] },
    'GET /api/business/sessions': { body: [] },
  });
}


describe('a new business dashboard without reviews (item 10)', () => {
  it('says there are no reviews yet, never "Every review has a reply" nor "0% replied"', async () => {
    dashboardApi(empty);
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    expect(await screen.findByText('No reviews yet. Invite your customers below to write the first ones.')).toBeInTheDocument();
    // Said once, where the rating would be: no empty stars, no "0.0 · 0 reviews".
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated 0/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
    expect(screen.queryByText(/0 reviews/)).not.toBeInTheDocument();
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

