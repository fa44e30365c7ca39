import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from 'shared-ui';
import ProfilePage from '../../../pages/profile-page';
import { greetingName } from '../utils/profile';
import { makeCompany, makeReview, makeUser, mockApi, renderWithProviders, signedIn } from 'shared-ui/test-support';

const demoUser = makeUser({ id: '11111111-1111-4111-8111-111111111111', email: 'dana@example.com' });

jest.setTimeout(20_000);

// Oldest first on purpose: the page shows the latest first whatever order the API uses.
const own: Review[] = Array.from({ length: 5 }, (_, i) =>
  makeReview({
    title: `My review ${i + 1}`,
    authorId: demoUser.id,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    company: { id: `company-${i}`, name: `Company ${i + 1}` },
    companyId: `company-${i}`,
  }),
);
const recent = Array.from({ length: 10 }, (_, i) => makeReview({ title: `Community review ${i + 1}` }));
const featured = Array.from({ length: 8 }, (_, i) => makeCompany({ id: `featured-${i}`, name: `Trending ${i + 1}` }));

function api(userReviews: Review[] = own) {
  return mockApi({
    'GET /api/auth/user': signedIn(demoUser),
    [`GET /api/reviews/user/${demoUser.id}`]: { body: userReviews },
    'GET /api/reviews/recent': { body: recent },
    'GET /api/companies/featured': { body: featured },
    // The community's reviews can be voted on: the user's vote on each is looked up.
    'GET /api/reviews/:id/vote': { body: { userVote: null } },
  });
}

test('greets by first name, or as User without one', () => {
  expect(greetingName(demoUser)).toBe('Dana');
  expect(greetingName({ firstName: '  ' })).toBe('User');
  expect(greetingName(null)).toBe('User');
});

test('shortcuts, the 3 latest own reviews with Edit and Delete, 3 community reviews and 6 trending companies', async () => {
  api();
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Write a Review/ })).toHaveAttribute('href', '/write-review');
  expect(screen.getByRole('link', { name: /Add a Business/ })).toHaveAttribute('href', '/add-business');
  expect(await screen.findByRole('button', { name: /Your Reviews\s*5 reviews written/ })).toBeInTheDocument();

  const mine = await screen.findByRole('list', { name: 'Your reviews' });
  expect(within(mine).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['My review 5', 'My review 4', 'My review 3']);
  expect(within(mine).getByRole('link', { name: 'Edit your review “My review 5”' })).toHaveAttribute('href', `/reviews/${own[4].id}/edit`);
  expect(within(mine).getAllByRole('button', { name: /^Delete your review/ })).toHaveLength(3);

  const community = await screen.findByRole('list', { name: 'Latest community reviews' });
  expect(within(community).getAllByRole('article')).toHaveLength(3);
  expect(within(community).queryByRole('link', { name: /^Edit your review/ })).not.toBeInTheDocument();

  const trending = await screen.findByRole('list', { name: 'Trending companies' });
  expect(within(trending).getAllByRole('listitem')).toHaveLength(6);
});

test('View All shows every own review, and the toggle brings back the latest 3', async () => {
  api();
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
  const mine = await screen.findByRole('list', { name: 'Your reviews' });

  await user.click(screen.getByRole('button', { name: 'View All (5)' }));
  expect(within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('article')).toHaveLength(5);
  expect(screen.getByRole('heading', { level: 2, name: 'All your reviews' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show latest 3' }));
  expect(within(mine).getAllByRole('article')).toHaveLength(3);
});

test('the Your Reviews card expands the list and moves focus to it', async () => {
  api();
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
  await screen.findByRole('list', { name: 'Your reviews' });
  Element.prototype.scrollIntoView = jest.fn();
  await user.click(screen.getByRole('button', { name: /Your Reviews/ }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'All your reviews' })).toHaveFocus());
  expect(within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('article')).toHaveLength(5);
});

test('no own reviews: an invitation to write the first, and no View All', async () => {
  api([]);
  renderWithProviders(<ProfilePage />, { at: '/profile', path: '/profile', user: 'fetch' });
  expect(await screen.findByText('You haven’t written any reviews yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write your first review' })).toHaveAttribute('href', '/write-review');
  expect(screen.queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
});
