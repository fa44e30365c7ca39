import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../../pages/home-page';
import { type Answer, makeCompany, makeReview, makeUser, mockApi, renderWithProviders, SIGNED_OUT, signedIn } from 'shared-ui/test-support';

const demoUser = makeUser({ id: '11111111-1111-4111-8111-111111111111', email: 'dana@example.com' });

const categories = [
  'E-commerce',
  'Restaurants',
  'Real Estate',
  'Automotive',
  'Technology',
  'Travel',
  'Retail',
  'Banking',
  'Home & Garden',
].map((name, i) => ({ name, companyCount: i + 2 }));

const featured = Array.from({ length: 8 }, (_, i) => makeCompany({ id: `company-${i}`, name: `Featured Company ${i + 1}` }));
const recent = Array.from({ length: 10 }, (_, i) => makeReview({ title: `Recent review ${i + 1}` }));

function api(overrides: Record<string, Answer> = {}) {
  return mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/categories': { body: categories },
    'GET /api/companies/featured': { body: featured },
    'GET /api/reviews/recent': { body: recent },
    'GET /api/stats': { body: { totalReviews: 3600, totalCompanies: 180, averageRating: '3.7', totalUsers: 52_400 } },
    ...overrides,
  });
}

const location = () => screen.getByTestId('location').textContent;
const categoryLinks = () =>
  within(screen.getByRole('region', { name: 'Browse by category' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

jest.setTimeout(20_000);

test('shows the pitch and search at once, and the sections below right after the first paint', async () => {
  api();
  renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
  expect(screen.getByRole('heading', { level: 1, name: 'Find companies you can trust' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Browse by category' })).not.toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Browse by category' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Trusted by people everywhere' })).toBeInTheDocument();
});

describe('company search', () => {
  test('goes to /companies?search= with the trimmed text', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    await user.type(screen.getByRole('searchbox', { name: 'Search for a company or category' }), '  bank  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/companies?search=bank');
  });

  test('ignores empty and whitespace-only input', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search for a company or category' }), '   {Enter}');
    expect(location()).toBe('/');
    expect(screen.getByText('Enter a company name or category to search.')).toBeInTheDocument();
  });
});

describe('categories', () => {
  test('six home categories with counts, and a toggle for the full list', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });

    expect(await screen.findByRole('link', { name: /E-commerce\s*2 companies/ })).toBeInTheDocument();
    expect(categoryLinks()).toEqual([
      '/companies?category=E-commerce',
      '/companies?category=Restaurants',
      '/companies?category=Real+Estate',
      '/companies?category=Automotive',
      '/companies?category=Technology',
      '/companies?category=Travel',
    ]);

    const toggle = screen.getByRole('button', { name: 'Show More Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(categoryLinks()).toHaveLength(categories.length);
    expect(categoryLinks()).toContain('/companies?category=Home+%26+Garden');
    expect(toggle).toHaveTextContent('Show Fewer Categories');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(categoryLinks()).toHaveLength(6);
    expect(toggle).toHaveTextContent('Show More Categories');
  });
});

describe('lists and stats', () => {
  test('6 top-rated companies, the first 4 recent reviews and the stats', async () => {
    api();
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    const topRated = await screen.findByRole('list', { name: 'Top-rated companies' });
    expect(within(topRated).getAllByRole('listitem')).toHaveLength(6);

    const reviews = await screen.findByRole('list', { name: 'Recent reviews' });
    expect(within(reviews).getAllByRole('article')).toHaveLength(4);
    expect(within(reviews).getAllByRole('link', { name: 'Northwind Outfitters' })).toHaveLength(4);

    const stats = await screen.findByRole('region', { name: 'Trusted by people everywhere' });
    await waitFor(() => expect(within(stats).getByText('3K+')).toBeInTheDocument());
    expect(within(stats).getByText('180')).toBeInTheDocument();
    expect(within(stats).getByText('3.7')).toBeInTheDocument();
    expect(within(stats).getByText('52K+')).toBeInTheDocument();
    // Figures nothing measures are not shown.
    expect(within(stats).queryByText('45K+')).not.toBeInTheDocument();
    expect(within(stats).queryByText(/visitors/i)).not.toBeInTheDocument();
    expect(within(stats).getAllByRole('definition')).toHaveLength(4);
  });

  test('stats fall back to the fallback figures when the API has none', async () => {
    api({ 'GET /api/stats': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try later.' } } });
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    const stats = await screen.findByRole('region', { name: 'Trusted by people everywhere' });
    expect(await within(stats).findByText('30K+')).toBeInTheDocument();
    expect(within(stats).getByText('120+')).toBeInTheDocument();
    expect(within(stats).getByText('4.2')).toBeInTheDocument();
    expect(within(stats).queryByText('Registered users')).not.toBeInTheDocument();
  });

  test('a failed list says so and offers a retry', async () => {
    api({ 'GET /api/companies/featured': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Oops.' } } });
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    expect(await screen.findByText('We couldn’t load the top-rated companies.')).toBeInTheDocument();
  });
});

describe('Share your experience', () => {
  test('both buttons go to /sign-in when signed out', async () => {
    api();
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    const banner = await screen.findByRole('region', { name: 'Share your experience' });
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', '/sign-in'));
    expect(within(banner).getByRole('link', { name: 'Claim Your Business' })).toHaveAttribute('href', '/sign-in');
  });

  test('Write a Review goes to /write-review when signed in', async () => {
    api({ 'GET /api/auth/user': signedIn(demoUser), 'GET /api/reviews/:id/vote': { body: { userVote: null } } });
    renderWithProviders(<HomePage />, { path: '/', user: 'fetch' });
    const banner = await screen.findByRole('region', { name: 'Share your experience' });
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Write a Review' })).toHaveAttribute('href', '/write-review'));
  });
});
