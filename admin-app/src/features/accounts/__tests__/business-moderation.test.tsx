import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { ModeratedBusinessAccount, ModeratedClaim } from 'shared-ui';
import { BusinessModeration } from '../components/business-moderation';

const moderator = makeUser({ role: 'moderator' });
const NORTHWIND = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function claim(overrides: Partial<ModeratedClaim>): ModeratedClaim {
  return {
    id: 'claim-1',
    companyId: NORTHWIND,
    companyName: 'Northwind Outfitters',
    status: 'verified',
    verification: 'dns_txt',
    createdAt: '2026-11-01T10:00:00.000Z',
    decidedAt: '2026-11-01T11:00:00.000Z',
    ...overrides,
  };
}

const morgan: ModeratedBusinessAccount = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  email: 'morgan@northwind.example',
  contactName: 'Morgan Lee',
  companyName: 'Northwind Ltd',
  website: 'https://www.northwind.example',
  plan: 'free',
  requestedPlan: 'premium',
  emailVerified: true,
  suspendedAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  claims: [claim({}), claim({ id: 'claim-2', companyId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', companyName: 'Southwind Supplies', status: 'rejected', verification: null })],
};

async function findAccounts(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: 'Find business accounts by email, contact or company name' }), 'northwind');
  return screen.findByRole('row', { name: /morgan@northwind\.example/ });
}

describe('business moderation', () => {
  it('finds accounts by the search term and shows their plan, state and claims, company names linked to their pages', async () => {
    const calls = mockApi({
      'GET /api/admin/business-accounts?search=': { body: [] },
      'GET /api/admin/business-accounts?search=northwind': { body: [morgan] },
    });
    renderWithProviders(<BusinessModeration />, { user: moderator });
    const user = userEvent.setup();
    expect(await screen.findByText('No business accounts yet.')).toBeInTheDocument();
    const row = await findAccounts(user);
    expect(calls.count('GET', '/api/admin/business-accounts?search=northwind')).toBeGreaterThan(0);
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Northwind LtdMorgan Lee · morgan@northwind.example');
    expect(cells[1]).toHaveTextContent('Freeasks for Premium');
    expect(cells[2]).toHaveTextContent('Active');
    const [verified, rejected] = within(cells[3]).getAllByRole('listitem');
    expect(verified).toHaveTextContent('Northwind Outfitters: verified owner by its DNS record');
    expect(within(verified).getByRole('link', { name: 'Northwind Outfitters' })).toHaveAttribute('href', `/companies/${NORTHWIND}`);
    expect(rejected).toHaveTextContent('Southwind Supplies: rejected');
    // Only a verified ownership can be revoked.
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
  });

  it('suspends an account with reasons, saying its sessions end and sign-in is refused, and the list shows it suspended', async () => {
    let suspended = false;
    const calls = mockApi({
      'GET /api/admin/business-accounts?search=': { body: [] },
      'GET /api/admin/business-accounts?search=northwind': () => ({ body: [{ ...morgan, suspendedAt: suspended ? '2026-11-24T10:00:00.000Z' : null }] }),
      [`POST /api/admin/business-accounts/${morgan.id}/suspend`]: () => {
        suspended = true;
        return { body: {} };
      },
    });
    renderWithProviders(<BusinessModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findAccounts(user);
    await user.click(within(row).getByRole('button', { name: 'Suspend morgan@northwind.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend the business account of Northwind Ltd' });
    expect(dialog).toHaveTextContent('Every session of morgan@northwind.example ends at once, and signing in is refused until a moderator lifts the suspension.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'Sent invitations to bought address lists.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Business account suspended' }));
    expect(await calls.bodyOf('POST', `/api/admin/business-accounts/${morgan.id}/suspend`)).toEqual({ facts: 'Sent invitations to bought address lists.' });
    // The list is read again after the decision.
    const after = await screen.findByRole('row', { name: /morgan@northwind\.example/ });
    await waitFor(() => expect(within(after).getAllByRole('cell')[2]).toHaveTextContent(/^Suspended/));
    expect(within(after).getByRole('button', { name: 'Lift suspension of morgan@northwind.example' })).toBeInTheDocument();
  });

  it('lifts a suspension with reasons', async () => {
    const calls = mockApi({
      'GET /api/admin/business-accounts?search=': { body: [] },
      'GET /api/admin/business-accounts?search=northwind': { body: [{ ...morgan, suspendedAt: '2026-11-20T10:00:00.000Z' }] },
      [`POST /api/admin/business-accounts/${morgan.id}/restore`]: { body: {} },
    });
    renderWithProviders(<BusinessModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findAccounts(user);
    await user.click(within(row).getByRole('button', { name: 'Lift suspension of morgan@northwind.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift the suspension of Northwind Ltd' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The owner showed the addresses were customers.');
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Suspension lifted' }));
    expect(await calls.bodyOf('POST', `/api/admin/business-accounts/${morgan.id}/restore`)).toEqual({ facts: 'The owner showed the addresses were customers.' });
  });

  it('revokes a verified ownership, saying the account loses the company at once and can never claim it again', async () => {
    const calls = mockApi({
      'GET /api/admin/business-accounts?search=': { body: [] },
      'GET /api/admin/business-accounts?search=northwind': { body: [morgan] },
      'POST /api/admin/claims/claim-1/revoke': { body: {} },
    });
    renderWithProviders(<BusinessModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findAccounts(user);
    await user.click(within(row).getByRole('button', { name: 'Revoke ownership of Northwind Outfitters' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the ownership of Northwind Outfitters' });
    expect(dialog).toHaveTextContent('loses Northwind Outfitters at once');
    expect(dialog).toHaveTextContent('It can never claim Northwind Outfitters again.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The DNS record was published by a former agency.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke ownership' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Ownership revoked' }));
    expect(await calls.bodyOf('POST', '/api/admin/claims/claim-1/revoke')).toEqual({ facts: 'The DNS record was published by a former agency.' });
  });

  it("shows the API's message in a red toast when the decision fails, and keeps the dialog open", async () => {
    mockApi({
      'GET /api/admin/business-accounts?search=': { body: [] },
      'GET /api/admin/business-accounts?search=northwind': { body: [morgan] },
      'POST /api/admin/claims/claim-1/revoke': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Only a verified ownership can be revoked.' } },
    });
    renderWithProviders(<BusinessModeration />, { user: moderator });
    const user = userEvent.setup();
    const row = await findAccounts(user);
    await user.click(within(row).getByRole('button', { name: 'Revoke ownership of Northwind Outfitters' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the ownership of Northwind Outfitters' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The DNS record was published by a former agency.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke ownership' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ description: 'Only a verified ownership can be revoked.', variant: 'destructive' }));
    expect(within(dialog).getByText('Only a verified ownership can be revoked.')).toBeInTheDocument();
  });

  it('says when no account matches', async () => {
    mockApi({ 'GET /api/admin/business-accounts?search=': { body: [] }, 'GET /api/admin/business-accounts?search=nobody': { body: [] } });
    renderWithProviders(<BusinessModeration />, { user: moderator });
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Find business accounts by email, contact or company name' }), 'nobody');
    expect(await screen.findByText('No business account matches “nobody”.')).toBeInTheDocument();
  });
});
