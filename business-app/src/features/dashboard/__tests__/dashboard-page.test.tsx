import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, fill, http, HttpResponse, lastToast, makeBusinessAccount, makeCompany, makeReview, mockApi, renderWithProviders, server } from 'shared-ui/test-support';
import { queryKeys } from 'shared-ui';
import DashboardPage from '../../../pages/dashboard-page';

// Every company's work lists its moderation decisions; none here unless a test says otherwise.
beforeEach(() => server.use(http.get('/api/business/companies/:id/moderation-decisions', () => HttpResponse.json([]))));

const company = makeCompany({ claimed: true });
const claim = { id: 'c1', status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company, nameChecked: true };
const DNS = { type: 'TXT', name: 'northwind.example', value: 'trustreviews-verification=k3y' };
const plan = {
  plan: { id: 'free', name: 'Free', invitationsPerMonth: 50, widgetTemplates: ['mini'], analyticsMonths: 12 },
  requestedPlan: null,
  requestedAt: null,
  usage: { invitationsThisMonth: 3, invitationsLeft: 47, resetsAt: '2026-12-01T00:00:00.000Z' },
};
const analytics = {
  companyId: company.id,
  months: 12,
  from: '2025-12',
  to: '2026-11',
  earliestMonth: '2025-12',
  latestMonth: '2026-11',
  ratingByMonth: [
    { month: '2026-10', averageRating: 5, reviewCount: 1, repliedCount: 1 },
    { month: '2026-11', averageRating: 3, reviewCount: 1, repliedCount: 0 },
  ],
  ratingDistribution: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 2 },
  totalReviews: 3,
  averageRating: '3.7',
  replyRate: 0.5,
  medianReplySeconds: 7200,
  topics: [],
  awaitingReplyByStar: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 0 },
};
const waiting = makeReview({ title: 'Parcel never came', rating: 1, authorName: 'Sam T.' });

const thisDevice = {
  id: 's1',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSeenAt: '2026-01-02T10:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  current: true,
};

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  // The Report buttons ask together whether the business reported its reviews already: none here.
  server.use(http.get('/api/reviews/reported', () => HttpResponse.json({ reviewIds: [] })));
  return mockApi({
    'GET /api/business/companies': { body: [claim] },
    'GET /api/business/plan': { body: plan },
    'GET /api/business/plans': { body: [plan.plan] },
    [`GET /api/business/companies/${company.id}/analytics`]: { body: analytics },
    [`GET /api/business/companies/${company.id}/reviews?filter=awaiting&offset=0&limit=10`]: { body: [waiting] },
    [`GET /api/business/companies/${company.id}/invitations?limit=10`]: { body: [] },
    [`GET /api/business/companies/${company.id}/api-keys`]: { body: [] },
    [`GET /api/business/companies/${company.id}/webhooks`]: { body: [] },
    'GET /api/business/sessions': { body: [thisDevice] },
    ...extra,
  });
}

describe('business dashboard', () => {
  it('shows the company, its reply figures and the plan with its use this month', async () => {
    api();
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    expect(await screen.findByRole('heading', { name: company.name })).toBeInTheDocument();
    expect(await screen.findByText('50% replied')).toBeInTheDocument();
    expect(screen.getByText('1 awaiting a reply')).toBeInTheDocument();
    expect(await screen.findByText(/Invitations this month: 3 of 50 \(47 left/)).toBeInTheDocument();
    // The company's API keys are on its dashboard, beside the invitations they send.
    expect(screen.getByRole('region', { name: 'API keys' })).toBeInTheDocument();
    expect(await screen.findByText('No active keys. Create one above to connect your shop or CRM.')).toBeInTheDocument();
  });

  it("says, above the invitations, that a new company's invitations wait for its name to be checked, and shows them as held", async () => {
    const held = { id: 'i1', email: 'sam@example.net', name: 'Sam', reference: null, status: 'held', createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z', usedAt: null };
    api({
      'GET /api/business/companies': { body: [{ ...claim, nameChecked: false }] },
      [`GET /api/business/companies/${company.id}/invitations?limit=10`]: { body: [held] },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const invitations = await screen.findByRole('region', { name: 'Invite customers to review' });
    expect(within(invitations).getByText(/Your company name is waiting for a moderator’s check\. .* Invitations you send now are held and emailed, naming your company, as soon as the name is approved/)).toBeInTheDocument();
    expect(await within(invitations).findByRole('cell', { name: 'Held: name being checked' })).toBeInTheDocument();
  });

  it('says nothing of held invitations once the name is checked', async () => {
    api();
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const invitations = await screen.findByRole('region', { name: 'Invite customers to review' });
    expect(within(invitations).queryByText(/waiting for a moderator’s check/)).not.toBeInTheDocument();
  });

  it('publishes a reply in place, under the review', async () => {
    const replied = { ...waiting, reply: { content: 'We are sorry, Sam.', createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' } };
    const calls = api({ [`PUT /api/business/reviews/${waiting.id}/reply`]: { body: replied } });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const card = (await screen.findByText('Parcel never came')).closest('article')!;
    await fill(user, within(card).getByRole('textbox', { name: 'Your public reply' }), '  We are sorry, Sam.  ');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply published' }));
    expect(await calls.bodyOf('PUT', `/api/business/reviews/${waiting.id}/reply`)).toEqual({ content: 'We are sorry, Sam.' });
  });

  it('sends an invitation and lists the rows that were not sent', async () => {
    const batch = {
      results: [{ row: 1, email: 'sam@example.net', name: 'Sam', status: 'duplicate', message: 'This person already has an open invitation' }],
      sent: 0,
      duplicate: 1,
      invalid: 0,
      withheld: 0,
      usage: plan.usage,
    };
    const calls = api({ [`POST /api/business/companies/${company.id}/invitations`]: { status: 201, body: batch } });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a customer' });
    await fill(user, within(form).getByRole('textbox', { name: 'Customer email' }), 'sam@example.net');
    await fill(user, within(form).getByRole('textbox', { name: 'Customer name' }), 'Sam');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/0 sent · 1 already invited · 0 invalid/)).toBeInTheDocument();
    expect(screen.getByText(/sam@example.net: This person already has an open invitation/)).toBeInTheDocument();
    expect(await calls.bodyOf('POST', `/api/business/companies/${company.id}/invitations`)).toEqual({ email: 'sam@example.net', name: 'Sam' });
  });

  // Eleven cards, each with its reply editor and Report button: on a loaded 2-core machine the
  // render alone has taken more than the 20 s default.
  it('shows more reviews awaiting a reply, ten at a time', async () => {
    const first = Array.from({ length: 10 }, (_, i) => makeReview({ title: `Waiting ${i}` }));
    const calls = api({
      [`GET /api/business/companies/${company.id}/reviews?filter=awaiting&offset=0&limit=10`]: { body: first },
      [`GET /api/business/companies/${company.id}/reviews?filter=awaiting&offset=10&limit=10`]: { body: [makeReview({ title: 'The eleventh' })] },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('The eleventh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(calls.count('GET', /offset=10/)).toBe(1);
  }, 60_000);

  it("switches between the account's companies, with their rating and count, and says which claims wait", async () => {
    const second = makeCompany({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Second Shop', averageRating: '4.8', totalReviews: 12, claimed: true });
    const pending = makeCompany({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Pending Place' });
    api({
      'GET /api/business/companies': { body: [claim, { ...claim, id: 'c2', company: second }, { ...claim, id: 'c3', status: 'pending', verification: null, company: pending }] },
      [`GET /api/business/companies/${second.id}/analytics`]: { body: { ...analytics, companyId: second.id } },
      [`GET /api/business/companies/${second.id}/reviews?filter=awaiting&offset=0&limit=10`]: { body: [] },
      [`GET /api/business/companies/${second.id}/invitations?limit=10`]: { body: [] },
      [`GET /api/business/companies/${second.id}/api-keys`]: { body: [] },
      [`GET /api/business/companies/${second.id}/webhooks`]: { body: [] },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    expect(await screen.findByText(/Your claim of Pending Place is waiting for a moderator/)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Your companies' }));
    await user.click(screen.getByRole('option', { name: 'Second Shop · 4.8 ★ · 12 reviews' }));
    expect(await screen.findByRole('heading', { name: 'Second Shop' })).toBeInTheDocument();
    expect(await screen.findByText('Every review has a reply. Well done!')).toBeInTheDocument();
  });

  it('leads an account without a verified company to claiming one', async () => {
    mockApi({
      'GET /api/business/companies': { body: [{ ...claim, status: 'pending', verification: null }] },
      'GET /api/business/plan': { body: plan },
      'GET /api/business/plans': { body: [plan.plan] },
      'GET /api/business/sessions': { body: [thisDevice] },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    expect(await screen.findByText(/is waiting for a moderator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your company' })).toHaveAttribute('href', '/claim-profile');
  });

  it("opens a waiting claim's DNS record at once when the account owns nothing yet, and the company's work once it is verified", async () => {
    const pending = { ...claim, status: 'pending', verification: null, decidedAt: null, dnsRecord: DNS };
    let claims: object[] = [pending];
    const calls = api({
      'GET /api/business/companies': () => ({ body: claims }),
      'POST /api/business/claims/c1/verify-dns': () => {
        claims = [{ ...claim, verification: 'dns_txt', dnsRecord: null }];
        return { body: claims[0] };
      },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const record = await screen.findByRole('region', { name: `DNS record for ${company.name}` });
    expect(record).toHaveTextContent(DNS.value);
    await userEvent.setup().click(within(record).getByRole('button', { name: 'Check DNS record' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim verified', description: `You are now the verified owner of ${company.name}.` }));
    expect(await screen.findByRole('heading', { name: company.name })).toBeInTheDocument();
    expect(calls.count('POST', '/api/business/claims/c1/verify-dns')).toBe(1);
  });

  it("keeps a waiting claim's DNS record folded under the owned company's work", async () => {
    const other = makeCompany({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Pending Place' });
    api({ 'GET /api/business/companies': { body: [claim, { ...claim, id: 'c3', status: 'pending', verification: null, company: other, dnsRecord: { ...DNS, name: 'pending.example' } }] } });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const fold = await screen.findByRole('button', { name: 'Verify your claim of Pending Place with a DNS record' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'DNS record for Pending Place' })).not.toBeInTheDocument();
    await user.click(fold);
    expect(await screen.findByRole('region', { name: 'DNS record for Pending Place' })).toHaveTextContent('pending.example');
    expect(screen.getByRole('heading', { name: company.name })).toBeInTheDocument();
  });

  it('says when a moderator removed an ownership, and why', async () => {
    api({ 'GET /api/business/companies': { body: [{ ...claim, status: 'revoked', verification: 'email_domain', decisionReason: 'The domain changed hands.' }] } });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    expect(await screen.findByText(`A moderator removed your ownership of ${company.name}: The domain changed hands.`)).toBeInTheDocument();
    expect(screen.getByText(/You do not own a company profile yet/)).toBeInTheDocument();
  });

  it('changes the password beside the sessions, and the list shows the other devices signed out', async () => {
    const phone = { ...thisDevice, id: 's2', ipAddress: '198.51.100.4', userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', current: false };
    let sessions = [thisDevice, phone];
    const calls = api({
      'GET /api/business/sessions': () => ({ body: sessions }),
      'POST /api/business/change-password': () => {
        sessions = [thisDevice];
        return { body: { message: 'Your password has been changed. Your other sessions were signed out.' } };
      },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const sessionList = await screen.findByRole('region', { name: 'Where you are signed in' });
    expect(await within(sessionList).findByRole('listitem', { name: /^Chrome on Android,/ })).toBeInTheDocument();

    const form = within(screen.getByRole('region', { name: 'Password' })).getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText(/^Current password/), 'juniper-password-1');
    await fill(user, within(form).getByLabelText(/^New password/), 'juniper-password-2');
    await fill(user, within(form).getByLabelText(/^Confirm new password/), 'juniper-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Password changed' }));
    await waitFor(() => expect(within(sessionList).queryByRole('listitem', { name: /^Chrome on Android,/ })).not.toBeInTheDocument());
    expect(await calls.bodyOf('POST', '/api/business/change-password')).toEqual({ currentPassword: 'juniper-password-1', newPassword: 'juniper-password-2' });
  });

  it('lists where the business account is signed in and signs out everywhere else', async () => {
    const phone = { ...thisDevice, id: 's2', ipAddress: '198.51.100.4', userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', current: false };
    let sessions = [thisDevice, phone];
    const calls = api({
      'GET /api/business/sessions': () => ({ body: sessions }),
      'POST /api/business/sessions/sign-out-others': () => {
        sessions = [thisDevice];
        return { body: { ended: 1, message: 'You have been signed out on 1 other device.' } };
      },
    });
    renderWithProviders(<DashboardPage />, { business: makeBusinessAccount() });
    const section = await screen.findByRole('region', { name: 'Where you are signed in' });
    expect(await within(section).findByRole('listitem', { name: /^Chrome on Android,/ })).toHaveTextContent('198.51.100.4');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(section).queryByRole('listitem', { name: /^Chrome on Android,/ })).not.toBeInTheDocument());
    expect(calls.count('POST', '/api/business/sessions/sign-out-others')).toBe(1);
    expect(lastToast()).toMatchObject({ title: 'Signed out everywhere else' });
  });

  it('deletes the business account with its password: the cached account goes, the page is left for home, and it says so', async () => {
    const calls = api({ 'DELETE /api/business/account': { status: 204 } });
    const { client } = renderWithProviders(<DashboardPage />, {
      at: '/business/dashboard',
      path: '/business/dashboard',
      pages: { '/': <p>Home</p> },
      business: makeBusinessAccount(),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await fill(user, within(dialog).getByLabelText(/^Password/), 'juniper-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await calls.bodyOf('DELETE', '/api/business/account')).toEqual({ password: 'juniper-password-1' });
    await waitFor(() => expect(client.getQueryData(queryKeys.businessAccount)).toBeNull());
    expect(lastToast()).toMatchObject({ title: 'Your business account is deleted', variant: 'success' });
  });
});
