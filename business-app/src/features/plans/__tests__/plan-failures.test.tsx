// Plans when something goes wrong: a change the API refuses, plans that cannot be loaded; and the
// plan card's use of the month.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, type BusinessAccount } from 'shared-ui';
import { lastToast, makeBusinessAccount, mockApi, renderWithProviders } from 'shared-ui/test-support';
import BusinessPlansPage from '../../../pages/business-plans-page';
import { PlanCard } from '../components/plan-card';

const FREE = { id: 'free', name: 'Free', invitationsPerMonth: 50, widgetTemplates: ['mini'], analyticsMonths: 12 };
const PLUS = { id: 'plus', name: 'Plus', invitationsPerMonth: 500, widgetTemplates: ['mini', 'carousel'], analyticsMonths: 24 };
const onFree = { plan: FREE, requestedPlan: null, requestedAt: null, usage: { invitationsThisMonth: 12, invitationsLeft: 38, resetsAt: '2026-12-01T00:00:00.000Z' } };
const REFUSED = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Plan changes are paused during maintenance.' } };

describe('plan changes that fail', () => {
  it("the plans page says 'Plan change failed' with the API's sentence, and the account keeps its plan", async () => {
    const calls = mockApi({ 'GET /api/business/plans': { body: [FREE, PLUS] }, 'PUT /api/business/plan': REFUSED });
    const { client } = renderWithProviders(<BusinessPlansPage />, { business: makeBusinessAccount({ plan: 'free' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch to Plus' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Plan change failed', description: 'Plan changes are paused during maintenance.', variant: 'destructive' }));
    expect(await calls.bodyOf('PUT', '/api/business/plan')).toEqual({ plan: 'plus' });
    expect(client.getQueryData<BusinessAccount>(queryKeys.businessAccount)).toMatchObject({ plan: 'free', requestedPlan: null });
    expect(within(screen.getByRole('region', { name: 'Free' })).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it("the plan card says why in place, and stays on the plan", async () => {
    mockApi({ 'GET /api/business/plan': { body: onFree }, 'GET /api/business/plans': { body: [FREE, PLUS] }, 'PUT /api/business/plan': REFUSED });
    renderWithProviders(<PlanCard />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Change plan' }));
    await user.click(await screen.findByRole('option', { name: /^Plus/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan changes are paused during maintenance.');
    expect(screen.getByRole('heading', { name: 'Your plan: Free' })).toBeInTheDocument();
  });

  it('the plans page says when the plans could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    mockApi({ 'GET /api/business/plans': () => (fail ? { status: 503 } : { body: [FREE, PLUS] }) });
    renderWithProviders(<BusinessPlansPage />);
    expect(await screen.findByText('We could not load the plans.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Start with Plus' })).toHaveAttribute('href', '/business/register');
  });
});

describe('plan card', () => {
  it("shows the month's invitations against the plan's, with what is left and when it renews", async () => {
    mockApi({ 'GET /api/business/plan': { body: onFree }, 'GET /api/business/plans': { body: [FREE, PLUS] } });
    renderWithProviders(<PlanCard />, { business: makeBusinessAccount() });
    const card = await screen.findByRole('region', { name: 'Your plan: Free' });
    expect(card).toHaveTextContent('12 months of analytics · widgets: mini');
    expect(card).toHaveTextContent('Invitations this month: 12 of 50 (38 left, renews 1 December)');
    expect(within(card).getByRole('progressbar', { name: /Invitations this month/ })).toHaveAttribute('aria-valuenow', '24');
  });
});
