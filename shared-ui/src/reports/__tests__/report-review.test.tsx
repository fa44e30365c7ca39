import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, lastToast, makeBusinessAccount, makeReview, makeUser, mockApi, renderWithProviders } from '../../../test-support';
import { fieldLimits } from '../../api/field-limits';
import { ReportReviewButton } from '../report-review';

const review = makeReview({ title: 'Too good to be true' });
/** The API's answer to "which of these did I report?": none of them. */
const NOT_REPORTED = { [`GET /api/reviews/reported?ids=${review.id}`]: { body: { reviewIds: [] } } };

describe('Report on a review', () => {
  it('sends the chosen reason and details, and thanks the reporter', async () => {
    const calls = mockApi({
      ...NOT_REPORTED,
      [`POST /api/reviews/${review.id}/reports`]: { status: 201, body: { id: 'r1', reason: 'fake', createdAt: '2026-01-01T00:00:00.000Z' } },
    });
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser() });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report “Too good to be true”' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(dialog).toHaveTextContent('Please choose what is wrong with this review.');
    await user.click(screen.getByRole('radio', { name: 'Fake, or not based on a real experience' }));
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Same text on five shops');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Report sent' }));
    expect(await calls.bodyOf('POST', `/api/reviews/${review.id}/reports`)).toEqual({ reason: 'fake', details: 'Same text on five shops' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // From now on it says so, and focus is back on it.
    const reported = screen.getByRole('button', { name: 'Reported' });
    expect(reported).toHaveAccessibleDescription('You reported this review. A moderator will look at it.');
    await waitFor(() => expect(reported).toHaveFocus());
  });

  it('shows "Reported" on reviews the reader reported before, asked for all the cards at once, and opens no dialog', async () => {
    const others = [makeReview({ title: 'Second' }), makeReview({ title: 'Third' })];
    const calls = mockApi({ [`GET /api/reviews/reported?*`]: { body: { reviewIds: [others[0].id] } } });
    renderWithProviders(
      <>
        {[review, ...others].map((r) => (
          <ReportReviewButton key={r.id} review={r} />
        ))}
      </>,
      { user: makeUser() },
    );
    const reported = await screen.findByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Report' }).filter((b) => !b.hasAttribute('disabled'))).toHaveLength(2));
    expect(calls.count('GET', /^\/api\/reviews\/reported/)).toBe(1);
    expect(calls.requests[0].path).toBe(`/api/reviews/reported?ids=${[review, ...others].map((r) => r.id).join(',')}`);
    await userEvent.setup().click(reported);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for the business's own reports when it reports as the company's owner", async () => {
    const calls = mockApi({ [`GET /api/reviews/reported?ids=${review.id}`]: { body: { reviewIds: [review.id] } } });
    renderWithProviders(<ReportReviewButton review={review} asBusiness />, { business: makeBusinessAccount() });
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeInTheDocument();
    expect(calls.count('GET', `/api/reviews/reported?ids=${review.id}`)).toBe(1);
  });

  it('says so when the review was reported already', async () => {
    mockApi({
      ...NOT_REPORTED,
      [`POST /api/reviews/${review.id}/reports`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'You have already reported this review. A moderator will look at it.' } },
    });
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser() });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('radio', { name: 'Advertising or promotion' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Already reported', description: 'You have already reported this review. A moderator will look at it.' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeInTheDocument();
  });

  it('sends a signed-out reader to the notice form about this review, and is absent on the reader’s own review', async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<ReportReviewButton review={review} />, { at: '/companies/x?sort=newest' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Report' }));
    expect(currentLocation()).toBe(`/notices/new?type=review&id=${review.id}`);
    unmount();
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser({ id: review.authorId }) });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('counts the details against the API\'s limit and refuses, never cuts, what is too long', async () => {
    const max = fieldLimits.ReportDto.details.maxLength;
    const calls = mockApi({ ...NOT_REPORTED });
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser() });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(await screen.findByRole('radio', { name: 'Offensive or harmful language' }));
    const details = screen.getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAccessibleDescription(/0 \/ 1,000/);
    await user.click(details);
    await user.paste('x'.repeat(max + 5));
    // All of it kept, the counter past the limit, and the field says so.
    expect(details).toHaveValue('x'.repeat(max + 5));
    expect(details).toHaveAccessibleDescription(/Details must be at most 1,000 characters.*1,005 \/ 1,000/);
    expect(details).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(details).toHaveFocus();
    expect(calls.count('POST', `/api/reviews/${review.id}/reports`)).toBe(0);
  });

  it('sends one report for two clicks in the same tick', async () => {
    const calls = mockApi({
      ...NOT_REPORTED,
      [`POST /api/reviews/${review.id}/reports`]: { status: 201, body: { id: 'r1', reason: 'fake', createdAt: '2026-01-01T00:00:00.000Z' } },
    });
    renderWithProviders(<ReportReviewButton review={review} />, { user: makeUser() });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(await screen.findByRole('radio', { name: 'Fake, or not based on a real experience' }));
    const send = screen.getByRole('button', { name: 'Send report' });
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Report sent' }));
    expect(calls.count('POST', `/api/reviews/${review.id}/reports`)).toBe(1);
  });
});
