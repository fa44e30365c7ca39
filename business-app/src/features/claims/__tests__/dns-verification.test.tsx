import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders, type Route } from 'shared-ui/test-support';
import ClaimProfilePage from '../../../pages/claim-profile-page';

const company = makeCompany({ name: 'Juniper Tools', website: 'https://www.juniper.test' });
const DNS = { type: 'TXT', name: 'juniper.test', value: 'trustreviews-verification=Zm9vYmFy' };
const pending = { id: 'c1', status: 'pending', verification: null, decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: null, dnsRecord: DNS, company };
const NOT_FOUND = `We did not find the TXT record "${DNS.value}" on juniper.test. DNS changes can take up to an hour to show; please try again later.`;

function renderPage(routes: Record<string, Route>) {
  const calls = mockApi({ 'GET /api/categories': { body: [] }, 'GET /api/business/companies': { body: [pending] }, ...routes });
  // No company name to search for on arrival: the page asks only for the claims and categories.
  renderWithProviders(<ClaimProfilePage />, { business: makeBusinessAccount({ companyName: '' }) });
  return calls;
}

async function checkDns() {
  const record = await screen.findByRole('region', { name: 'DNS record for Juniper Tools' });
  await userEvent.setup().click(within(record).getByRole('button', { name: 'Check DNS record' }));
  return record;
}

describe('claims verified by DNS', () => {
  it('says which TXT record to add where, and why an email address may not be enough', async () => {
    renderPage({});
    const record = await screen.findByRole('region', { name: 'DNS record for Juniper Tools' });
    const row = (term: string) => within(record).getByText(term).parentElement!;
    expect(row('Type')).toHaveTextContent('TXT');
    expect(row('Name (host)')).toHaveTextContent('juniper.test');
    expect(row('Name (host)')).toHaveTextContent(/most DNS providers call it "@"/);
    expect(row('Value')).toHaveTextContent(DNS.value);
    expect(record).toHaveTextContent(/DNS changes can take up to an hour/);
    expect(record).toHaveTextContent(/free or forwarding email providers .* and websites on a subdomain, cannot prove the domain that way/);
    expect(within(screen.getByRole('list', { name: 'Your claims' })).getByText('Waiting for verification')).toBeInTheDocument();
  });

  it('names the subdomain as the place of a subdomain’s record', async () => {
    renderPage({ 'GET /api/business/companies': { body: [{ ...pending, dnsRecord: { ...DNS, name: 'shop.juniper.test' } }] } });
    const record = await screen.findByRole('region', { name: 'DNS record for Juniper Tools' });
    expect(within(record).getByText('Name (host)').parentElement).toHaveTextContent(/if it is a subdomain, enter its own part/);
  });

  it('copies the value', async () => {
    renderPage({});
    const user = userEvent.setup();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy the value for Juniper Tools' }));
    expect(write).toHaveBeenCalledWith(DNS.value);
    expect(lastToast()).toMatchObject({ title: 'Value copied' });
  });

  it("verifies the claim when the record is there: a toast, and the claim shows it is verified", async () => {
    let claims: object[] = [pending];
    const calls = renderPage({
      'GET /api/business/companies': () => ({ body: claims }),
      'POST /api/business/claims/c1/verify-dns': () => {
        claims = [{ ...pending, status: 'verified', verification: 'dns_txt', decidedAt: '2026-01-02T00:00:00.000Z', dnsRecord: null }];
        return { body: claims[0] };
      },
    });
    await checkDns();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Claim verified', description: 'You are now the verified owner of Juniper Tools.', variant: 'success' }));
    expect(await screen.findByText('Verified owner · by DNS record')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'DNS record for Juniper Tools' })).not.toBeInTheDocument();
    expect(calls.count('POST', '/api/business/claims/c1/verify-dns')).toBe(1);
  });

  it("shows the API's sentence when the record is not there yet, and lets the owner check again", async () => {
    renderPage({ 'POST /api/business/claims/c1/verify-dns': { status: 409, body: { statusCode: 409, error: 'Conflict', message: NOT_FOUND } } });
    const record = await checkDns();
    expect(await within(record).findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(within(record).getByRole('button', { name: 'Check DNS record' })).toBeEnabled();
  });

  it('says when DNS could not be asked, and when there were too many checks', async () => {
    renderPage({
      'POST /api/business/claims/c1/verify-dns': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'We could not ask the DNS servers of juniper.test just now. Please try again in a few minutes.' } },
    });
    const record = await checkDns();
    expect(await within(record).findByRole('alert')).toHaveTextContent('We could not ask the DNS servers of juniper.test just now.');

    // A 429 without a sentence of its own (from a proxy, say) still says what happened.
    mockApi({ 'POST /api/business/claims/c1/verify-dns': { status: 429 } });
    await userEvent.setup().click(within(record).getByRole('button', { name: 'Check DNS record' }));
    await waitFor(() =>
      expect(within(record).getByRole('alert')).toHaveTextContent('You have checked many times in a short while. Please wait a few minutes before checking again.'),
    );
  });

  it('shows an ownership a moderator removed, with the reason, and offers no way to claim it again', async () => {
    renderPage({
      'GET /api/business/companies': { body: [{ ...pending, status: 'revoked', verification: 'email_domain', decisionReason: 'The domain changed hands.', dnsRecord: null }] },
    });
    const item = await screen.findByRole('listitem', { name: 'Juniper Tools' });
    expect(within(item).getByText('Ownership removed')).toBeInTheDocument();
    expect(item).toHaveTextContent('A moderator removed your ownership of Juniper Tools: The domain changed hands.');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });
});
