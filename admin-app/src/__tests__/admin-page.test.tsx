import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import AdminPage from '../pages/admin-page';

const summary = { reportedReviews: 2, flaggedReviews: 1, queuedReviews: 3, openAppeals: 0, pendingClaims: 1, hiddenReviews: 7 };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/summary': { body: summary },
    'GET /api/admin/reports?limit=50': { body: { items: [], total: 0 } },
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
    expect(within(tabs).getByRole('tab', { name: /Reports/, selected: true })).toHaveTextContent('Reports3');
    expect(within(tabs).getByRole('tab', { name: /Claims/ })).toHaveTextContent('Claims1');
    expect(screen.getByRole('tabpanel', { name: /Reports/ })).toHaveTextContent('No open reports or signals. Well done.');
  });

  it('gives a moderator no Audit tab, and the reports for ?tab=audit', async () => {
    const calls = api();
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'moderator' }), at: '/admin?tab=audit' });
    expect(await screen.findByText('No open reports or signals. Well done.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Reports3', 'Appeals', 'Claims1', 'Companies', 'Users', 'Messages']);
    expect(calls.count('GET', /^\/api\/admin\/audit/)).toBe(0);
  });

  it('opens a tab from the tab list and keeps it in the address; an admin has the audit log', async () => {
    api({
      'GET /api/admin/contact-messages?limit=50': { body: [] },
      'GET /api/admin/audit?limit=50': { body: { entries: [], nextBefore: null } },
    });
    renderWithProviders(<AdminPage />, { user: makeUser({ role: 'admin' }), at: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=messages');

    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=audit'));
    expect(await within(screen.getByRole('tabpanel', { name: 'Audit' })).findByText('No entries match these filters.')).toBeInTheDocument();
  });
});
