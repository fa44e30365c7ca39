import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CompaniesPage from '../../../pages/companies-page';
import { type Answer, makeCompany, makeUser, mockApi, renderWithProviders, SIGNED_OUT, signedIn } from 'shared-ui/test-support';

const demoUser = makeUser({ id: '11111111-1111-4111-8111-111111111111', email: 'dana@example.com' });

const categories = [
  { name: 'Restaurants', companyCount: 11, aliases: ['Restaurant'] },
  { name: 'Banking', companyCount: 5, aliases: [] },
  { name: 'Travel', companyCount: 7, aliases: [] },
];

const countries = [
  { code: 'DE', companyCount: 4 },
  { code: 'GB', companyCount: 9 },
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
    'GET /api/countries': { body: countries },
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

test('an old link naming a merged category by its former name lists, shows and addresses the category it became', async () => {
  const calls = mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/countries': { body: countries },
    'GET /api/companies?category=Restaurants&offset=0&limit=24': page(11, 11),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?category=Restaurant&page=1', path: '/companies', user: 'fetch' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Restaurants companies' })).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/companies?category=Restaurants'));
  expect(await screen.findByText(/11 companies/)).toBeInTheDocument();
  expect(calls.count('GET', '/api/companies?category=Restaurants&offset=0&limit=24')).toBeGreaterThan(0);
  // One Restaurants in the filter, chosen; no second entry for the old name.
  await userEvent.setup().click(screen.getByRole('combobox', { name: 'Category' }));
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories', 'Restaurants (11)', 'Banking (5)', 'Travel (7)']);
  expect(within(listbox).getByRole('option', { name: 'Restaurants (11)' })).toHaveAttribute('aria-selected', 'true');
});

test('moving to another page scrolls to the top', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/countries': { body: countries },
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
    'GET /api/countries': { body: countries },
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
    'GET /api/countries': { body: countries },
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
    'GET /api/countries': { body: countries },
    'GET /api/companies?*': page(0, 0),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?category=Banking', path: '/companies', user: 'fetch' });
  expect(await screen.findByRole('heading', { name: 'No companies match the category Banking.' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add a business' })).not.toBeInTheDocument();
});

describe('sort and country (issue 17, item 17)', () => {
  test('reads the country and sort from the URL, names the country, and asks the API for them', async () => {
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      'GET /api/categories': { body: categories },
      'GET /api/countries': { body: countries },
      'GET /api/companies?category=Banking&country=DE&sort=trustscore&offset=0&limit=24': page(4, 4),
    });
    renderWithProviders(<CompaniesPage />, { at: '/companies?category=Banking&country=de&sort=trustscore', path: '/companies', user: 'fetch' });

    expect(screen.getByRole('heading', { level: 1, name: 'Banking companies in Germany' })).toBeInTheDocument();
    expect(await screen.findByText(/4 companies/)).toBeInTheDocument();
    expect(calls.count('GET', '/api/companies?category=Banking&country=DE&sort=trustscore&offset=0&limit=24')).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('TrustScore');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany (4)'));
  });

  test('choosing a country and a sort writes them to the URL, starting again at page 1', async () => {
    mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      'GET /api/categories': { body: categories },
      'GET /api/countries': { body: countries },
      'GET /api/companies?*': page(24, 60),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompaniesPage />, { at: '/companies?search=air&page=2', path: '/companies', user: 'fetch' });

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    // Listed by name, with their numbers of companies.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All countries', 'Germany (4)', 'United Kingdom (9)']);
    await user.click(screen.getByRole('option', { name: 'United Kingdom (9)' }));
    expect(location()).toBe('/companies?search=air&country=GB');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Name (A to Z)', 'TrustScore', 'Number of reviews']);
    await user.click(screen.getByRole('option', { name: 'Number of reviews' }));
    expect(location()).toBe('/companies?search=air&country=GB&sort=reviews');

    const pagination = await screen.findByRole('navigation', { name: 'pagination navigation' });
    expect(within(pagination).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/companies?search=air&country=GB&sort=reviews&page=2');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Name (A to Z)' }));
    expect(location()).toBe('/companies?search=air&country=GB');
  });

  test('ignores a country that is not a two-letter code and a sort it does not know', async () => {
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      'GET /api/categories': { body: categories },
      'GET /api/countries': { body: countries },
      'GET /api/companies?offset=0&limit=24': page(2, 2),
    });
    renderWithProviders(<CompaniesPage />, { at: '/companies?country=Germany&sort=random', path: '/companies', user: 'fetch' });
    expect(await screen.findByText(/2 companies/)).toBeInTheDocument();
    expect(calls.count('GET', '/api/companies?offset=0&limit=24')).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All companies');
  });
});

test('a page past the last one says so and links to the last page, never "page 99 of 8"', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/countries': { body: countries },
    'GET /api/companies?offset=2352&limit=24': page(0, 180),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?page=99', path: '/companies', user: 'fetch' });
  expect(await screen.findByText(/180 companies/)).toHaveTextContent('180 companies · 8 pages');
  expect(document.body).not.toHaveTextContent(/page 99 of/i);
  expect(screen.getByText('There is no page 99: these results end on page 8.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to page 8' })).toHaveAttribute('href', '/companies?page=8');
  expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/companies');
  expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).not.toBeInTheDocument();
});

test('a page deeper than the API reads is not asked for: the first page says where the results end, and offers the last page or the first', async () => {
  const calls = mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/countries': { body: countries },
    'GET /api/companies?offset=0&limit=24': page(24, 180),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies?page=99999', path: '/companies', user: 'fetch' });
  expect(await screen.findByText('There is no page 99,999: these results end on page 8.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to page 8' })).toHaveAttribute('href', '/companies?page=8');
  expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/companies');
  expect(document.body).not.toHaveTextContent(/try again/i);
  // No company of page 1 passed off as page 99,999.
  expect(screen.queryByRole('heading', { name: 'Company 1' })).not.toBeInTheDocument();
  expect(calls.requests.filter((r) => r.path.startsWith('/api/companies?')).map((r) => r.path)).toEqual(['/api/companies?offset=0&limit=24']);
});

test("a search the API refuses (too long, from a hand-made address) shows the API's sentence and a way on, never \"please try again\"", async () => {
  const long = 'x'.repeat(101);
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/countries': { body: countries },
    [`GET /api/companies?search=${long}&offset=0&limit=24`]: { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Search text must be at most 100 characters' } },
  });
  renderWithProviders(<CompaniesPage />, { at: `/companies?search=${long}`, path: '/companies', user: 'fetch' });
  expect(await screen.findByText('Search text must be at most 100 characters')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/try again/i);
  expect(screen.getByRole('link', { name: 'Show all companies' })).toHaveAttribute('href', '/companies');
});

test('the search box holds no more than the API takes', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/countries': { body: countries },
    'GET /api/companies?offset=0&limit=24': page(1, 1),
  });
  renderWithProviders(<CompaniesPage />, { at: '/companies', path: '/companies', user: 'fetch' });
  expect(await screen.findByRole('searchbox', { name: 'Search companies' })).toHaveAttribute('maxlength', '100');
});
