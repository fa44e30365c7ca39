import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditReviewPage from '../../../pages/edit-review-page';
import { fill, lastToast, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { company, demoUser, review, userReviewsUrl } from './fixtures';

jest.setTimeout(20_000);

const at = `/reviews/${review.id}/edit`;
const path = '/reviews/:id/edit';

/** A local day `n` days from today, YYYY-MM-DD. */
function day(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('Edit review page', () => {
  it('says Review Not Found for a review that is not the user’s', async () => {
    mockApi({
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<EditReviewPage />, { at, path, user: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Not Found' })).toBeInTheDocument();
  });

  it('asks a review written before dates of experience were asked for one, and saves it with the changes', async () => {
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
    const date = screen.getByLabelText(/^Date of experience/);
    expect(date).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Please give the date of your experience')).toBeInTheDocument();
    expect(calls.count('PUT', `/api/reviews/${review.id}`)).toBe(0);
    fireEvent.change(date, { target: { value: day(-20) } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('PUT', `/api/reviews/${review.id}`)).toEqual({
      rating: 4,
      title: 'Very helpful staff',
      content: review.content,
      topic: 'Customer Service',
      incentive: 'none',
      connection: 'none',
      experienceDate: day(-20),
    });
    expect(lastToast()).toMatchObject({ title: 'Review updated' });
  });

  it('starts with the date of experience the review has', async () => {
    const dated = { ...review, experienceDate: day(-40) };
    const calls = mockApi({
      [`GET ${userReviewsUrl}`]: { body: [dated] },
      [`GET /api/companies/${company.id}`]: { body: company },
      [`PUT /api/reviews/${review.id}`]: { body: dated },
    });
    renderWithProviders(<EditReviewPage />, { at, path, user: demoUser });
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Date of experience/)).toHaveValue(day(-40));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.count('PUT', `/api/reviews/${review.id}`)).toBe(1));
    expect(await calls.bodyOf('PUT', `/api/reviews/${review.id}`)).toMatchObject({ experienceDate: day(-40) });
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
