import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditReviewPage from '../../../pages/edit-review-page';
import { bodyOf, demoUser, fill, lastToast, mockFetch, renderPage, resetToasts } from '../../auth/__tests__/test-utils';
import { company, review, userReviewsUrl } from './fixtures';

jest.setTimeout(20_000);
beforeEach(resetToasts);

const at = `/reviews/${review.id}/edit`;
const path = '/reviews/:id/edit';

describe('Edit review page', () => {
  it('says Review Not Found for a review that is not the user’s', async () => {
    mockFetch([{ method: 'GET', url: userReviewsUrl, status: 200, body: [] }]);
    renderPage(<EditReviewPage />, { at, path, user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Not Found' })).toBeInTheDocument();
  });

  it('saves changes and opens the company page', async () => {
    const fetchMock = mockFetch([
      { method: 'GET', url: userReviewsUrl, status: 200, body: [review] },
      { method: 'GET', url: `/api/companies/${company.id}`, status: 200, body: company },
      { method: 'PUT', url: `/api/reviews/${review.id}`, status: 200, body: review },
    ]);
    renderPage(<EditReviewPage />, { at, path, user: demoUser });
    const user = userEvent.setup();

    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue(review.title);
    expect(screen.getByRole('radio', { name: /4 stars/ })).toBeChecked();
    await user.clear(title);
    await fill(user, title, 'Very helpful staff');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/companies/${company.id}`);
    expect(bodyOf(fetchMock, 'PUT', `/api/reviews/${review.id}`)).toEqual({
      rating: 4,
      title: 'Very helpful staff',
      content: review.content,
      topic: 'Customer Service',
    });
    expect(lastToast()).toMatchObject({ title: 'Review updated' });
  });

  it('deletes after confirming and goes to the profile', async () => {
    const fetchMock = mockFetch([
      { method: 'GET', url: userReviewsUrl, status: 200, body: [review] },
      { method: 'GET', url: `/api/companies/${company.id}`, status: 200, body: company },
      { method: 'DELETE', url: `/api/reviews/${review.id}`, status: 204 },
    ]);
    renderPage(<EditReviewPage />, { at, path, user: demoUser });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete review' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/reviews/${review.id}` && init?.method === 'DELETE')).toBe(true);
    expect(lastToast()).toMatchObject({ title: 'Review deleted' });
  });
});
