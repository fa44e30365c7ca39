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

/** `count` claims from number `from` on, each its own company. */
const claims = (from: number, count: number): PendingClaim[] =>
  Array.from({ length: count }, (_, i) => ({ ...claim, id: `claim-${from + i}`, companyName: `Company ${from + i}` }));

describe('the claims queue', () => {
  it('shows who claims which company and rejects the claim with reasons', async () => {
    const calls = mockApi({ 'GET /api/admin/claims?offset=0&limit=20': { body: { items: [claim], total: 1 } }, 'POST /api/admin/claims/claim-1/reject': { body: {} } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Northwind Outfitters/ });
    expect(row).toHaveTextContent('Morgan Lee (morgan@northwind.example), email not confirmed');
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
    // One page: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Claims pages' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reject the claim of Northwind Outfitters' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the claim of Northwind Outfitters' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The email domain is not the company’s.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim rejected' }));
    expect(await calls.bodyOf('POST', '/api/admin/claims/claim-1/reject')).toEqual({ facts: 'The email domain is not the company’s.' });
  });

  it('approves a claim with reasons', async () => {
    const calls = mockApi({ 'GET /api/admin/claims?offset=0&limit=20': { body: { items: [claim], total: 1 } }, 'POST /api/admin/claims/claim-1/approve': { body: {} } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve the claim of Northwind Outfitters' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the claim of Northwind Outfitters' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The owner sent the company register extract.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim approved' }));
    expect(await calls.bodyOf('POST', '/api/admin/claims/claim-1/approve')).toEqual({ facts: 'The owner sent the company register extract.' });
  });

  it('says per claim whether the owner can verify it by DNS without a moderator', async () => {
    mockApi({ 'GET /api/admin/claims?offset=0&limit=20': { body: { items: [claim, { ...claim, id: 'claim-2', companyName: 'No Site Ltd', companyWebsite: null }], total: 2 } } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    expect(await screen.findByRole('row', { name: /Northwind Outfitters/ })).toHaveTextContent('https://www.northwind.example · the owner can verify it by DNS');
    expect(screen.getByRole('row', { name: /No Site Ltd/ })).toHaveTextContent('no website, so no DNS check');
    expect(screen.getByText(/An owner can also verify a claim without you, with the DNS record/)).toBeInTheDocument();
  });

  it('pages through the claims 20 at a time, with where the page is in the whole', async () => {
    const calls = mockApi({
      'GET /api/admin/claims?offset=0&limit=20': { body: { items: claims(1, 20), total: 57 } },
      'GET /api/admin/claims?offset=20&limit=20': { body: { items: claims(21, 20), total: 57 } },
      'GET /api/admin/claims?offset=40&limit=20': { body: { items: claims(41, 17), total: 57 } },
    });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–20 of 57')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Claims pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 57')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Company 21/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Company 1\b/ })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–57 of 57')).toBeInTheDocument();
    const next = within(pages).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    // The focus leaves the button that can no longer be pressed for the one that can.
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveFocus());

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 21–40 of 57')).toBeInTheDocument();
    expect(calls.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      '/api/admin/claims?offset=0&limit=20',
      '/api/admin/claims?offset=20&limit=20',
      '/api/admin/claims?offset=40&limit=20',
      '/api/admin/claims?offset=20&limit=20',
    ]);
  });

  it('goes back a page when the decisions emptied the last one', async () => {
    let decided = false;
    mockApi({
      'GET /api/admin/claims?offset=0&limit=20': () => ({ body: { items: claims(1, 20), total: decided ? 20 : 21 } }),
      'GET /api/admin/claims?offset=20&limit=20': () => ({ body: decided ? { items: [], total: 20 } : { items: claims(21, 1), total: 21 } }),
      'POST /api/admin/claims/claim-21/reject': () => {
        decided = true;
        return { body: {} };
      },
    });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Reject the claim of Company 21' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The email domain is not the company’s.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Showing 1–20 of 20')).toBeInTheDocument();
    expect(screen.queryByText('No claims are waiting.')).not.toBeInTheDocument();
  });

  it('cannot approve a claim of a company that already has a verified owner', async () => {
    mockApi({ 'GET /api/admin/claims?offset=0&limit=20': { body: { items: [{ ...claim, ownedAlready: true }], total: 1 } } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    expect(await screen.findByRole('button', { name: 'Approve the claim of Northwind Outfitters' })).toBeDisabled();
    expect(screen.getByText(/has a verified owner/)).toBeInTheDocument();
  });

  it('says so when no claim is waiting', async () => {
    mockApi({ 'GET /api/admin/claims?offset=0&limit=20': { body: { items: [], total: 0 } } });
    renderWithProviders(<ClaimsQueue />, { user: makeUser({ role: 'moderator' }) });
    expect(await screen.findByText('No claims are waiting.')).toBeInTheDocument();
  });
});
