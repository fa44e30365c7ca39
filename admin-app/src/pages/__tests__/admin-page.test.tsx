import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import AdminPage from '../admin-page';

const summary = { reportedReviews: 2, flaggedReviews: 1, queuedReviews: 3, openAppeals: 0, pendingClaims: 1, hiddenReviews: 7, planRequests: 4, uncheckedNames: 0 };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/summary': { body: summary },
    'GET /api/admin/reports?offset=0&limit=20': { body: { items: [], total: 0, counts: { all: 0, reports: 0, signals: 0, byReason: {}, bySignal: {} }, company: null, clusters: [] } },
    ...extra,
  });
}

describe('the moderation page', () => {
  it('shows the summary and opens the reports tab first, with the queue counts on the tabs', async () => {
    api();
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'moderator' }), at: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(await screen.findByText(/^7 reviews hidden in all\. Every decision states its reasons/)).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Moderation queues' });
    // The badge shows the count; screen readers hear it in the tab's name (MUI hides the badge from them).
    expect(within(tabs).getByRole('tab', { name: 'Reports (3 waiting)', selected: true })).toHaveTextContent(/^Reports3/);
    expect(within(tabs).getByRole('tab', { name: 'Claims (1 waiting)' })).toHaveTextContent(/^Claims1/);
    expect(within(tabs).getByRole('tab', { name: 'Plans (4 waiting)' })).toHaveTextContent(/^Plans4/);
    // No badge for an empty queue.
    expect(within(tabs).getByRole('tab', { name: 'Names' })).toHaveTextContent(/^Names$/);
    expect(screen.getByRole('tabpanel', { name: /Reports/ })).toHaveTextContent('No open reports or signals. Well done.');
  });

  it.each(['audit', 'newsletter', 'flaggers'])('gives a moderator neither the Audit, the Newsletter nor the Trusted flaggers tab, and the reports for ?tab=%s', async (asked) => {
    const calls = api();
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'moderator' }), at: `/admin?tab=${asked}` });
    expect(await screen.findByText('No open reports or signals. Well done.')).toBeInTheDocument();
    const names = ['Reports (3 waiting)', 'Complaints', 'Hidden', 'Claims (1 waiting)', 'Plans (4 waiting)', 'Names', 'Businesses', 'Companies', 'Users', 'Messages'];
    expect(screen.getAllByRole('tab')).toEqual(names.map((name) => screen.getByRole('tab', { name })));
    expect(calls.count('GET', /^\/api\/admin\/(audit|newsletter|trusted-flaggers)/)).toBe(0);
  });

  it('opens a tab from the tab list and keeps it in the address; an admin has the newsletter and the audit log', async () => {
    api({
      'GET /api/admin/contact-messages?limit=50': { body: [] },
      'GET /api/admin/newsletter': { body: { confirmed: 3, pending: 0, unsubscribed: 0 } },
      'GET /api/admin/audit?limit=50': { body: { entries: [], nextBefore: null } },
    });
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'admin' }), at: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=messages');

    await user.click(screen.getByRole('tab', { name: 'Newsletter' }));
    expect(await screen.findByRole('link', { name: 'Export confirmed subscribers (CSV)' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=newsletter');

    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=audit'));
    expect(await within(screen.getByRole('tabpanel', { name: 'Audit' })).findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('opens the Plans, Names and Businesses tabs, each with its count of waiting items from the summary', async () => {
    api({
      'GET /api/admin/summary': { body: { ...summary, uncheckedNames: 12 } },
      'GET /api/admin/plan-requests?offset=0&limit=20': { body: { items: [], total: 0 } },
      'GET /api/admin/companies/unchecked-names?offset=0&limit=20': { body: { items: [], total: 0 } },
      'GET /api/admin/business-accounts?search=': { body: [] },
    });
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'moderator' }), at: '/admin' });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Names (12 waiting)' })).toHaveTextContent(/^Names12/);

    await user.click(screen.getByRole('tab', { name: /Plans/ }));
    expect(await within(screen.getByRole('tabpanel', { name: /Plans/ })).findByText('No plan requests are waiting.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=plans');

    await user.click(screen.getByRole('tab', { name: /Names/ }));
    expect(await within(screen.getByRole('tabpanel', { name: /Names/ })).findByText('Every company name has been checked.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Businesses' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Businesses' })).findByText('No business accounts yet.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=businesses');
  });

  it('shows a count over 99 as "99+" beside its tab\'s name, never over it, and says the whole count in words', async () => {
    api({ 'GET /api/admin/summary': { body: { ...summary, queuedReviews: 1357 } } });
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'moderator' }), at: '/admin' });
    const tab = await screen.findByRole('tab', { name: 'Reports (1357 waiting)' });
    expect(tab).toHaveTextContent(/^Reports99\+/);
    const count = within(tab).getByText('99+');
    expect(count).toHaveAttribute('aria-hidden', 'true');
    // In the flow of the label, after the name: MUI's Badge sat over the end of "Reports".
    expect(getComputedStyle(count).position).not.toBe('absolute');
    expect(tab.querySelector('.MuiBadge-badge')).toBeNull();
  });

  it('opens the hidden reviews in their own tab', async () => {
    api({ 'GET /api/admin/hidden-reviews?offset=0&limit=20': { body: { items: [], total: 0 } } });
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'moderator' }), at: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Hidden' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Hidden' })).findByText('No review is hidden.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=hidden');
  });
});
