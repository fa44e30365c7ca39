// Claiming after registration (issue 17, item 11): "Add and claim" starts with the company name
// and website given at registration, clears the search once added, and links a website already listed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders } from 'shared-ui/test-support';
import ClaimProfilePage from '../../../pages/claim-profile-page';

const company = makeCompany({ claimed: true, totalReviews: 0, averageRating: '0.0' });
const claim = { id: 'c1', status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company };

describe('add and claim after registering (item 11)', () => {
  const account = makeBusinessAccount({ companyName: 'Brand New Gadgets', website: 'https://www.brand-new-gadgets.example' });
  const added = makeCompany({ name: 'Brand New Gadgets', website: 'https://www.brand-new-gadgets.example', claimed: true });
  const newClaim = { ...claim, id: 'c2', company: added };

  function claimPage(routes: Parameters<typeof mockApi>[0] = {}) {
    let claims: object[] = [];
    const calls = mockApi({
      'GET /api/categories': { body: [{ name: 'Technology', companyCount: 3 }] },
      'GET /api/business/companies': () => ({ body: claims }),
      'GET /api/companies?search=Brand%20New%20Gadgets&limit=8': { body: [], headers: { 'X-Total-Count': '0' } },
      'POST /api/business/companies': () => {
        claims = [newClaim];
        return { status: 201, body: newClaim };
      },
      ...routes,
    });
    renderWithProviders(<ClaimProfilePage />, { business: account });
    return calls;
  }

  it('prefills the company name and website given at registration', async () => {
    claimPage();
    const form = await screen.findByRole('form', { name: 'Add and claim a company' });
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('Brand New Gadgets');
    expect(within(form).getByRole('textbox', { name: 'Website' })).toHaveValue('https://www.brand-new-gadgets.example');
  });

  it('after adding it, leaves no stale "No listed company matches…", and links the claim in the theme\'s link style', async () => {
    const calls = claimPage();
    const user = userEvent.setup();
    expect(await screen.findByText(/No listed company matches “Brand New Gadgets”/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add and claim a company' });
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(within(form).getByRole('button', { name: 'Add and claim' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Profile claimed' }));
    expect(await calls.bodyOf('POST', '/api/business/companies')).toEqual({ name: 'Brand New Gadgets', category: 'Technology', website: 'https://www.brand-new-gadgets.example' });
    await waitFor(() => expect(screen.queryByText(/No listed company matches/)).not.toBeInTheDocument());
    const link = within(await screen.findByRole('list', { name: 'Your claims' })).getByRole('link', { name: 'Brand New Gadgets' });
    expect(link).toHaveAttribute('href', `/companies/${added.id}`);
    // MUI's Link, styled by the theme, not the browser's default blue.
    expect(link).toHaveClass('MuiLink-root');
  });

  it('links a website already listed to the company the API names, and claims that one on request', async () => {
    const listed = makeCompany({ name: 'Gadgets Original', website: 'https://brand-new-gadgets.example' });
    const listedClaim = { ...claim, id: 'c3', status: 'pending', verification: null, company: listed };
    const calls = claimPage({
      'POST /api/business/companies': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: '"Gadgets Original" is already listed with the website brand-new-gadgets.example.', existingId: listed.id },
      },
      'POST /api/business/claims': { status: 201, body: listedClaim },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add and claim a company' });
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(within(form).getByRole('button', { name: 'Add and claim' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('"Gadgets Original" is already listed with the website brand-new-gadgets.example.');
    expect(within(alert).getByRole('link', { name: 'See the listed company' })).toHaveAttribute('href', `/companies/${listed.id}`);
    await user.click(within(alert).getByRole('button', { name: 'Claim it' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim sent' }));
    expect(await calls.bodyOf('POST', '/api/business/claims')).toEqual({ companyId: listed.id });
  });
});

