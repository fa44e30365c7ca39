import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddBusinessPage from '../../../pages/add-business-page';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';

const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

jest.setTimeout(20_000);

const categories = [
  { name: 'Banking', companyCount: 12 },
  { name: 'Retail', companyCount: 10 },
];

async function fillForm() {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText(/^Company name/), 'Acme Hardware');
  await user.click(await screen.findByRole('combobox', { name: /^Category/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Retail' }));
  await fill(user, screen.getByLabelText(/^Website/), 'acme.example.com');
  await user.click(screen.getByRole('button', { name: 'Add business' }));
}

describe('Add business page', () => {
  it('adds the company and opens its page', async () => {
    const created = { id: 'c-new', name: 'Acme Hardware', reviews: [], hasMoreReviews: false };
    const calls = mockApi({
      'GET /api/categories': { body: categories },
      'POST /api/companies': { status: 201, body: created },
    });
    renderWithProviders(<AddBusinessPage />, { at: '/add-business', path: '/add-business', user: demoUser });

    await fillForm();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companies/c-new'));
    expect(await calls.bodyOf('POST', '/api/companies')).toEqual({ name: 'Acme Hardware', category: 'Retail', website: 'acme.example.com' });
    expect(lastToast()).toMatchObject({ title: 'Business added' });
  });

  it('shows the server message naming the company already listed', async () => {
    mockApi({
      'GET /api/categories': { body: categories },
      'POST /api/companies': { status: 409, body: { statusCode: 409, error: 'Conflict', message: '"Acme" is already listed with the website acme.example.com.' } },
    });
    renderWithProviders(<AddBusinessPage />, { at: '/add-business', path: '/add-business', user: demoUser });

    await fillForm();

    expect(await screen.findByRole('alert')).toHaveTextContent('"Acme" is already listed with the website acme.example.com.');
  });

  it('links to the company already listed with that website (issue 17, item 11)', async () => {
    mockApi({
      'GET /api/categories': { body: categories },
      'POST /api/companies': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: '"Acme" is already listed with the website acme.example.com.', existingId: 'c-acme' },
      },
    });
    renderWithProviders(<AddBusinessPage />, { at: '/add-business', path: '/add-business', user: demoUser });

    await fillForm();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('"Acme" is already listed with the website acme.example.com.');
    expect(within(alert).getByRole('link', { name: 'See the listed company' })).toHaveAttribute('href', '/companies/c-acme');
  });

  it('validates the required fields', async () => {
    const calls = mockApi({
      'GET /api/categories': { body: categories },
    });
    renderWithProviders(<AddBusinessPage />, { at: '/add-business', path: '/add-business', user: demoUser });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add business' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Website is required')).toBeInTheDocument();
    expect(calls.requests.every((r) => r.method === 'GET')).toBe(true);
  });
});
