import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { PendingClaim } from 'shared-ui';
import { ClaimsQueue } from '../components/claims-queue';

const claim: PendingClaim = {
  id: 'claim-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  companyId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  companyName: 'Northwind Outfitters',
  companyWebsite: 'https://www.northwind.example',
  accountEmail: 'morgan@northwind.example',
  contactName: 'Morgan Lee',
  accountCompanyName: 'Northwind Ltd',
  emailVerified: false,
  ownedAlready: false,
};

describe('the claims queue', () => {
  it('shows who claims which company and rejects the claim with reasons', async () => {
    const calls = mockApi({ 'GET /api/admin/claims': { body: [claim] }, 'POST /api/admin/claims/claim-1/reject': { status: 201, body: {} } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Northwind Outfitters/ });
    expect(row).toHaveTextContent('Morgan Lee (morgan@northwind.example), email not confirmed');
    await user.click(within(row).getByRole('button', { name: 'Reject the claim of Northwind Outfitters' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the claim of Northwind Outfitters' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The email domain is not the company’s.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim rejected' }));
    expect(await calls.bodyOf('POST', '/api/admin/claims/claim-1/reject')).toEqual({ facts: 'The email domain is not the company’s.' });
  });

  it('cannot approve a claim of a company that already has a verified owner', async () => {
    mockApi({ 'GET /api/admin/claims': { body: [{ ...claim, ownedAlready: true }] } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    expect(await screen.findByRole('button', { name: 'Approve the claim of Northwind Outfitters' })).toBeDisabled();
    expect(screen.getByText(/has a verified owner/)).toBeInTheDocument();
  });
});
