// Claiming a listed company from the search on the claim page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders, type Route } from 'shared-ui/test-support';
import ClaimProfilePage from '../../../pages/claim-profile-page';

const northwind = makeCompany({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Northwind Outfitters', category: 'Retail', website: 'https://www.northwind.example', totalReviews: 12 });
const taken = makeCompany({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Northwind Travel', website: null, claimed: true, totalReviews: 1 });
const DNS = { type: 'TXT', name: 'northwind.example', value: 'trustreviews-verification=n0rth' };
const pending = { id: 'c9', status: 'pending', verification: null, decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: null, dnsRecord: DNS, company: northwind };

async function search(routes: Record<string, Route>, text = 'Northwind') {
  let claims: object[] = [];
  const calls = mockApi({
    'GET /api/categories': { body: [] },
    'GET /api/business/companies': () => ({ body: claims }),
    'GET /api/companies?*': { body: [northwind, taken], headers: { 'X-Total-Count': '2' } },
    'POST /api/business/claims': () => {
      claims = [pending];
      return { status: 201, body: pending };
    },
    ...routes,
  });
  renderWithProviders(<ClaimProfilePage />, { business: makeBusinessAccount({ companyName: '' }) });
  const find = screen.getByRole('region', { name: 'Find your company' });
  await fill(userEvent.setup(), within(find).getByRole('textbox', { name: 'Company name' }), text);
  return { calls, results: await screen.findByRole('list', { name: 'Search results' }) };
}

describe('claiming a listed company', () => {
  it('lists the matches with their category, website and reviews, and which are claimed already', async () => {
    const { calls, results } = await search({});
    expect(await within(results).findByText('Retail · https://www.northwind.example · 12 reviews')).toBeInTheDocument();
    expect(within(results).getByText(/no website · 1 review · already claimed/)).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Claim Northwind Travel' })).toBeDisabled();
    expect(calls.count('GET', '/api/companies?search=Northwind&limit=8')).toBe(1);
  });

  it('claims one: the claim waits for a moderator, with its DNS record to verify it now', async () => {
    const { calls, results } = await search({});
    await userEvent.setup().click(await within(results).findByRole('button', { name: 'Claim Northwind Outfitters' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Claim sent',
        description: 'A moderator will check your claim of Northwind Outfitters, or verify it yourself now with its DNS record.',
        variant: 'success',
      }),
    );
    expect(await calls.bodyOf('POST', '/api/business/claims')).toEqual({ companyId: northwind.id });
    // The result shows the claim's state instead of its button, and the claim is listed with its record.
    expect(await within(results).findByText('Waiting for verification')).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: 'Claim Northwind Outfitters' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'DNS record for Northwind Outfitters' })).toHaveTextContent(DNS.value);
  });

  it('says when the claim makes its owner at once', async () => {
    const verified = { ...pending, status: 'verified', verification: 'email_domain', dnsRecord: null };
    const { results } = await search({ 'POST /api/business/claims': { status: 201, body: verified } });
    await userEvent.setup().click(await within(results).findByRole('button', { name: 'Claim Northwind Outfitters' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Profile claimed', description: 'You are now the verified owner of Northwind Outfitters.' }));
  });

  it("shows the API's sentence when a claim is refused", async () => {
    const REFUSED = 'You already have a claim of Northwind Outfitters waiting for a moderator.';
    const { results } = await search({ 'POST /api/business/claims': { status: 409, body: { statusCode: 409, error: 'Conflict', message: REFUSED } } });
    await userEvent.setup().click(await within(results).findByRole('button', { name: 'Claim Northwind Outfitters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  });
});
