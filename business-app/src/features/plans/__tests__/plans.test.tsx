import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, type BusinessAccount } from 'shared-ui';
import { lastToast, makeBusinessAccount, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { PlanCard } from '../components/plan-card';
import BusinessPlansPage from '../../../pages/business-plans-page';

// As the API answers outside demo mode: moving up to Plus or Premium waits for a moderator.
const FREE = { id: 'free', name: 'Free', invitationsPerMonth: 50, widgetTemplates: ['mini'], analyticsMonths: 12, needsApproval: false };
const PLUS = { id: 'plus', name: 'Plus', invitationsPerMonth: 500, widgetTemplates: ['mini', 'carousel'], analyticsMonths: 24, needsApproval: true };
const PREMIUM = { id: 'premium', name: 'Premium', invitationsPerMonth: 5000, widgetTemplates: ['mini', 'carousel', 'list'], analyticsMonths: 36, needsApproval: true };
/** As the API answers in demo mode: any plan applies at once. */
const DEMO_PLANS = [FREE, PLUS, PREMIUM].map((p) => ({ ...p, needsApproval: false }));
const usage = { invitationsThisMonth: 3, invitationsLeft: 47, resetsAt: '2026-12-01T00:00:00.000Z' };
const onFree = { plan: FREE, requestedPlan: null, requestedAt: null, usage };
const premiumAsked = { ...onFree, requestedPlan: PREMIUM, requestedAt: '2026-11-20T09:00:00.000Z' };
const WAITING = "Your request for Premium is waiting for a moderator's approval";

describe('plan card', () => {
  it('asks for a larger plan, says the request waits for a moderator, and withdraws it', async () => {
    let status: typeof onFree | typeof premiumAsked = onFree;
    const calls = mockApi({
      'GET /api/business/plan': () => ({ body: status }),
      'GET /api/business/plans': { body: [FREE, PLUS, PREMIUM] },
      'PUT /api/business/plan': ({ body }) => {
        status = JSON.parse(body).plan === 'premium' ? premiumAsked : onFree;
        return { body: status };
      },
    });
    const { client } = renderWithProviders(<PlanCard />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Your plan: Free' });
    expect(card).toHaveTextContent('No payment is taken.');

    await user.click(within(card).getByRole('combobox', { name: 'Change plan' }));
    await user.click(await screen.findByRole('option', { name: /^Premium/ }));

    expect(await within(card).findByText(new RegExp(WAITING))).toHaveTextContent(/\(asked November 20, 2026\)\. You stay on Free meanwhile\./);
    expect(screen.getByRole('heading', { name: 'Your plan: Free' })).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'Plan requested', description: `${WAITING}. No payment is taken.` });
    expect(client.getQueryData<BusinessAccount>(queryKeys.businessAccount)).toMatchObject({ plan: 'free', requestedPlan: 'premium' });

    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(card).queryByText(new RegExp(WAITING))).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({ title: 'Request withdrawn', description: 'You stay on Free.' });
    expect(client.getQueryData<BusinessAccount>(queryKeys.businessAccount)).toMatchObject({ plan: 'free', requestedPlan: null });
    expect(calls.count('PUT', '/api/business/plan')).toBe(2);
  });

  it('changes at once when the API applies the plan (a smaller one, or demo mode)', async () => {
    mockApi({
      'GET /api/business/plan': { body: onFree },
      'GET /api/business/plans': { body: [FREE, PLUS, PREMIUM] },
      'PUT /api/business/plan': { body: { ...onFree, plan: PLUS } },
    });
    renderWithProviders(<PlanCard />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Change plan' }));
    await user.click(await screen.findByRole('option', { name: /^Plus/ }));
    expect(await screen.findByRole('heading', { name: 'Your plan: Plus' })).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'Plan changed', description: 'You are now on Plus. No payment is taken.' });
  });
});

describe('business plans page', () => {
  it('says no payment is taken, and shows a waiting request with the ways out of it', async () => {
    const calls = mockApi({
      'GET /api/business/plans': { body: [FREE, PLUS, PREMIUM] },
      'PUT /api/business/plan': { body: onFree },
    });
    const { client } = renderWithProviders(<BusinessPlansPage />, { business: makeBusinessAccount({ plan: 'free', requestedPlan: 'premium' }) });
    const user = userEvent.setup();
    expect(screen.getByText(/No payment is taken, on any plan/)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(WAITING))).toBeInTheDocument();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Requested', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Plus' })).getByRole('button', { name: 'Request Plus' })).toBeEnabled();

    await user.click(within(screen.getByRole('region', { name: 'Free' })).getByRole('button', { name: 'Keep Free' }));
    await waitFor(() => expect(screen.queryByText(new RegExp(WAITING))).not.toBeInTheDocument());
    expect(await calls.bodyOf('PUT', '/api/business/plan')).toEqual({ plan: 'free' });
    expect(lastToast()).toMatchObject({ title: 'Request withdrawn' });
    expect(client.getQueryData<BusinessAccount>(queryKeys.businessAccount)).toMatchObject({ requestedPlan: null });
    expect(within(screen.getByRole('region', { name: 'Free' })).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it('lets a visitor start on a plan without any payment', async () => {
    mockApi({ 'GET /api/business/plans': { body: [FREE, PLUS, PREMIUM] } });
    renderWithProviders(<BusinessPlansPage />);
    expect(await screen.findByRole('link', { name: 'Start with Premium' })).toHaveAttribute('href', '/business/register');
    expect(screen.getByText(/No payment is taken/)).toBeInTheDocument();
  });

  it('says a larger plan waits for a moderator where it does, and offers to request it', async () => {
    mockApi({ 'GET /api/business/plans': { body: [FREE, PLUS, PREMIUM] } });
    renderWithProviders(<BusinessPlansPage />, { business: makeBusinessAccount({ plan: 'plus', requestedPlan: null }) });
    expect(await screen.findByText(/A smaller plan applies at once; a larger one once a moderator has approved the request\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Premium' })).getByRole('button', { name: 'Request Premium' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Free' })).getByRole('button', { name: 'Switch to Free' })).toBeEnabled();
  });

  it('says every plan applies at once where the API applies them at once (demo mode), and never speaks of approval', async () => {
    mockApi({ 'GET /api/business/plans': { body: DEMO_PLANS } });
    renderWithProviders(<BusinessPlansPage />, { business: makeBusinessAccount({ plan: 'free', requestedPlan: null }) });
    expect(await screen.findByText(/Any plan applies as soon as you choose it\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Premium' })).getByRole('button', { name: 'Switch to Premium' })).toBeEnabled();
    expect(screen.queryByText(/moderator/)).not.toBeInTheDocument();
  });
});

describe('plan card rule', () => {
  it('says how a change goes as the API does it', async () => {
    mockApi({ 'GET /api/business/plan': { body: onFree }, 'GET /api/business/plans': { body: DEMO_PLANS } });
    renderWithProviders(<PlanCard />, { business: makeBusinessAccount() });
    const card = await screen.findByRole('region', { name: 'Your plan: Free' });
    await waitFor(() => expect(card).toHaveTextContent('No payment is taken. Any plan applies as soon as you choose it.'));
    expect(card).not.toHaveTextContent(/moderator/);
  });
});
