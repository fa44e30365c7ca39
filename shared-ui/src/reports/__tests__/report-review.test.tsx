import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, lastToast, makeReview, makeUser, mockApi, renderWithProviders } from '../../../test-support';
import { ReportReviewButton } from '../report-review';

const review = makeReview({ title: 'Too good to be true' });

describe('Report on a review', () => {
  it('sends the chosen reason and details, and thanks the reporter', async () => {
    const calls = mockApi({ [`POST /api/reviews/${review.id}/reports`]: { status: 201, body: { id: 'r1', reason: 'fake', createdAt: '2026-01-01T00:00:00.000Z' } } });
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report “Too good to be true”' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(dialog).toHaveTextContent('Please choose what is wrong with this review.');
    await user.click(screen.getByRole('radio', { name: 'Fake, or not based on a real experience' }));
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Same text on five shops');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Report sent' }));
    expect(await calls.bodyOf('POST', `/api/reviews/${review.id}/reports`)).toEqual({ reason: 'fake', details: 'Same text on five shops' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the review was reported already', async () => {
    mockApi({
      [`POST /api/reviews/${review.id}/reports`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'You have already reported this review. A moderator will look at it.' } },
    });
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('radio', { name: 'Advertising or promotion' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Already reported', description: 'You have already reported this review. A moderator will look at it.' }));
  });

  it('sends a signed-out reader to sign in and back, and is absent on the reader’s own review', async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<ReportReviewButton review={review} />, { at: '/companies/x?sort=newest' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Report' }));
    expect(currentLocation()).toBe('/sign-in?redirect=%2Fcompanies%2Fx%3Fsort%3Dnewest');
    unmount();
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser({ id: review.authorId }) });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
