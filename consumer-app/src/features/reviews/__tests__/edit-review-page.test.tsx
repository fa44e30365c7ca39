import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditReviewPage from '../../../pages/edit-review-page';
import { fill, lastToast, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { company, demoUser, review, userReviewsUrl } from './fixtures';

jest.setTimeout(20_000);

const at = `/reviews/${review.id}/edit`;
const path = '/reviews/:id/edit';

describe('Edit review page', () => {
  it('says Review Not Found for a review that is not the user’s', async () => {
    mockApi({
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<EditReviewPage />, { at, path, user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Not Found' })).toBeInTheDocument();
  });

  it('saves changes and opens the company page', async () => {
    const calls = mockApi({
      [`GET ${userReviewsUrl}`]: { body: [review] },
      [`GET /api/companies/${company.id}`]: { body: company },
      [`PUT /api/reviews/${review.id}`]: { body: review },
    });
    renderWithProviders(<EditReviewPage />, { at, path, user: demoUser });
    const user = userEvent.setup();

    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue(review.title);
    // What readers will see of the edit, said before it is made.
    expect(screen.getByText(/marked “Edited” with the date\. If you change the rating, readers can still open the version you replace\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /4 stars/ })).toBeChecked();
    await user.clear(title);
    await fill(user, title, 'Very helpful staff');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('PUT', `/api/reviews/${review.id}`)).toEqual({
      rating: 4,
      title: 'Very helpful staff',
      content: review.content,
      topic: 'Customer Service',
    });
    expect(lastToast()).toMatchObject({ title: 'Review updated' });
  });

  it('deletes after confirming and goes to the profile', async () => {
    const calls = mockApi({
      [`GET ${userReviewsUrl}`]: { body: [review] },
      [`GET /api/companies/${company.id}`]: { body: company },
      [`DELETE /api/reviews/${review.id}`]: { status: 204 },
    });
    renderWithProviders(<EditReviewPage />, { at, path, user: demoUser });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete review' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(calls.count('DELETE', `/api/reviews/${review.id}`)).toBe(1);
    expect(lastToast()).toMatchObject({ title: 'Review deleted' });
  });
});
