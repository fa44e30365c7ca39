// The chooser of the account's verified companies, above the pages that work on one of them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBusinessAccount, makeCompany, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { WithOwnedCompany } from '../components/company-chooser';

const first = makeCompany({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'First Shop', claimed: true });
const second = makeCompany({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Second Shop', claimed: true });
const verified = (id: string, company: object) => ({ id, status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company });

function renderChooser(at = '/business/dashboard') {
  renderWithProviders(<WithOwnedCompany>{(company) => <p>Working on {company.name}</p>}</WithOwnedCompany>, { business: makeBusinessAccount(), at });
}

describe('company chooser', () => {
  it('works on the company named in the address, and on another once chosen', async () => {
    mockApi({ 'GET /api/business/companies': { body: [verified('c1', first), verified('c2', second)] } });
    renderChooser(`/business/dashboard?company=${second.id}`);
    expect(await screen.findByText('Working on Second Shop')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Your companies' }));
    await user.click(screen.getByRole('option', { name: /^First Shop/ }));
    expect(await screen.findByText('Working on First Shop')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/business/dashboard?company=${first.id}`);
  });

  it('offers no chooser for a single company', async () => {
    mockApi({ 'GET /api/business/companies': { body: [verified('c1', first)] } });
    renderChooser();
    expect(await screen.findByText('Working on First Shop')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Your companies' })).not.toBeInTheDocument();
  });

  it('says when the companies could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    mockApi({ 'GET /api/business/companies': () => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database down' } } : { body: [verified('c1', first)] }) });
    renderChooser();
    expect(await screen.findByText('We could not load your companies.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Working on First Shop')).toBeInTheDocument();
  });
});
