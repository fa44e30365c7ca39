import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CompaniesPage from '../../../pages/companies-page';
import { type Answer, makeCompany, makeUser, mockApi, renderWithProviders, SIGNED_OUT, signedIn } from 'shared-ui/test-support';

const demoUser = makeUser({ id: '11111111-1111-4111-8111-111111111111', email: 'dana@example.com' });

const categories = [
  { name: 'Banking', companyCount: 5 },
  { name: 'Travel', companyCount: 7 },
];

function page(count: number, total: number): Answer {
  return {
    body: Array.from({ length: count }, (_, i) => makeCompany({ id: `company-${i}`, name: `Company ${i + 1}` })),
    headers: { 'X-Total-Count': String(total) },
  };
}

const location = () => screen.getByTestId('location').textContent;

jest.setTimeout(20_000);
beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('reads search, category and page from the URL and asks the API for that page', async () => {
  const calls = mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/companies?search=bank&category=Banking&offset=24&limit=24': page(3, 27),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?search=bank&category=Banking&page=2', path: '/companies', user: 'fetch' });

  expect(screen.getByRole('heading', { level: 1, name: 'Banking companies matching “bank”' })).toBeInTheDocument();
  expect(document.title).toBe('Banking companies matching “bank” | TrustReviews');
  expect(await screen.findByText(/27 companies/)).toHaveTextContent('27 companies · page 2 of 2');
  expect(within(screen.getByRole('list', { name: /Banking companies/ })).getAllByRole('listitem')).toHaveLength(3);
  expect(calls.count('GET', '/api/companies?search=bank&category=Banking&offset=24&limit=24')).toBeGreaterThan(0);
  expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('bank');

  const pagination = screen.getByRole('navigation', { name: 'pagination navigation' });
  expect(within(pagination).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
    'href',
    '/companies?search=bank&category=Banking',
  );
  expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('moving to another page scrolls to the top', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/companies?*': page(24, 60),
  });
  const user = userEvent.setup();
  renderWithProviders(<CompaniesPage />, { at: '/companies?category=Travel', path: '/companies', user: 'fetch' });
  const pagination = await screen.findByRole('navigation', { name: 'pagination navigation' });
  expect(window.scrollTo).not.toHaveBeenCalled();
  await user.click(within(pagination).getByRole('link', { name: 'Go to page 3' }));
  expect(location()).toBe('/companies?category=Travel&page=3');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

test('search and category write to the URL and start again at page 1', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/companies?*': page(2, 2),
  });
  const user = userEvent.setup();
  renderWithProviders(<CompaniesPage />, { at: '/companies?page=3', path: '/companies', user: 'fetch' });

  const search = screen.getByRole('searchbox', { name: 'Search companies' });
  await user.type(search, '  air  {Enter}');
  expect(location()).toBe('/companies?search=air');

  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Travel (7)' }));
  expect(location()).toBe('/companies?search=air&category=Travel');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Travel companies matching “air”');

  await user.clear(search);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(location()).toBe('/companies?category=Travel');

  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(screen.getByRole('option', { name: 'All categories' }));
  expect(location()).toBe('/companies');
});

test('an empty result explains, clears filters, and offers to add the business when signed in', async () => {
  mockApi({
    'GET /api/auth/user': signedIn(demoUser),
    'GET /api/categories': { body: categories },
    'GET /api/companies?*': page(0, 0),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?search=zzz', path: '/companies', user: 'fetch' });
  expect(await screen.findByRole('heading', { name: 'No companies match “zzz”.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/companies');
  expect(await screen.findByRole('link', { name: 'Add a business' })).toHaveAttribute('href', '/add-business');
});

test('signed out, the empty result does not offer to add a business', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/companies?*': page(0, 0),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?category=Banking', path: '/companies', user: 'fetch' });
  expect(await screen.findByRole('heading', { name: 'No companies match the category Banking.' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add a business' })).not.toBeInTheDocument();
});
