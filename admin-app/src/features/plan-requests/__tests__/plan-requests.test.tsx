import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { PlanRequest } from 'shared-ui';
import { PlanRequests } from '../components/plan-requests';

const moderator = makeUser({ role: 'moderator' });
const ACCOUNT = 'bbbbbbbb-0000-4000-8000-000000000001';
const request: PlanRequest = {
  accountId: ACCOUNT,
  email: 'morgan@northwind.example',
  contactName: 'Morgan Lee',
  companyName: 'Northwind Ltd',
  plan: 'free',
  requestedPlan: 'premium',
  requestedAt: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-10-01T10:00:00.000Z',
  emailVerified: false,
  verifiedCompanies: 2,
};
const FIRST_PAGE = 'GET /api/admin/plan-requests?offset=0&limit=20';

describe('the plan requests', () => {
  it('explains that a moderator grants a larger plan because no payment is taken, and shows each request', async () => {
    mockApi({ [FIRST_PAGE]: { body: { items: [request], total: 1 } } });
    renderWithProviders(<PlanRequests />, { user: moderator });
    expect(screen.getByRole('heading', { level: 2, name: 'Requests for a larger plan' })).toBeInTheDocument();
    expect(screen.getByText(/^No payment is taken for a plan, so .* a larger invitation quota: a moderator grants it\./)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Northwind Ltd/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Morgan Lee · morgan@northwind.example, email not confirmed'),
      'Free → Premium',
      '2',
      expect.stringMatching(/ago$/),
      'ApproveRefuse',
    ]);
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('approves the plan asked for with reasons', async () => {
    const calls = mockApi({ [FIRST_PAGE]: { body: { items: [request], total: 1 } }, [`POST /api/admin/plan-requests/${ACCOUNT}/approve`]: { body: {} } });
    renderWithProviders(<PlanRequests />, { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Premium for morgan@northwind.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Premium for Northwind Ltd' });
    expect(dialog).toHaveTextContent('morgan@northwind.example moves from Free to Premium at once, with its larger invitation quota.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'Two verified shops with steady reviews.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve plan' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Plan approved' }));
    expect(await calls.bodyOf('POST', `/api/admin/plan-requests/${ACCOUNT}/approve`)).toEqual({ facts: 'Two verified shops with steady reviews.' });
  });

  it('refuses it with reasons, and the queue is read again', async () => {
    let refused = false;
    const calls = mockApi({
      [FIRST_PAGE]: () => ({ body: refused ? { items: [], total: 0 } : { items: [request], total: 1 } }),
      [`POST /api/admin/plan-requests/${ACCOUNT}/reject`]: () => {
        refused = true;
        return { body: {} };
      },
    });
    renderWithProviders(<PlanRequests />, { user: moderator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse Premium for morgan@northwind.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse Premium for Northwind Ltd' });
    expect(dialog).toHaveTextContent('keeps the Free plan and may ask again');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The account was made yesterday and owns no company.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse plan' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Plan refused' }));
    expect(await calls.bodyOf('POST', `/api/admin/plan-requests/${ACCOUNT}/reject`)).toEqual({ facts: 'The account was made yesterday and owns no company.' });
    expect(await screen.findByText('No plan requests are waiting.')).toBeInTheDocument();
  });

  it('pages through the requests', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...request, accountId: `account-${i}`, companyName: `Shop ${i}` }));
    mockApi({
      [FIRST_PAGE]: { body: { items: many, total: 23 } },
      'GET /api/admin/plan-requests?offset=20&limit=20': { body: { items: many.slice(0, 3).map((r) => ({ ...r, companyName: `Later ${r.companyName}` })), total: 23 } },
    });
    renderWithProviders(<PlanRequests />, { user: moderator });
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–20 of 23')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Plan requests pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Later Shop 0/ })).toBeInTheDocument();
  });
});
