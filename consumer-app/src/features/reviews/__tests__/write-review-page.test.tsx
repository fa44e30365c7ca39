import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WriteReviewPage from '../../../pages/write-review-page';
import { fill, lastToast, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { forgetDraft } from '../utils/review-draft';
import { answerDisclosures, company, demoUser, review, userReviewsUrl } from './fixtures';

jest.setTimeout(20_000);

/** A local day `n` days from today, YYYY-MM-DD. */
function day(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Fills the form and publishes; the date of experience is two days ago unless the form starts with one. */
async function writeReview() {
  const user = userEvent.setup();
  await screen.findByRole('link', { name: company.name });
  await user.click(screen.getByRole('radio', { name: /5 stars/ }));
  await fill(user, screen.getByLabelText(/^Title/), 'Great savings account');
  await fill(user, screen.getByLabelText(/^Your review/), '  Good interest rate and a helpful branch team.  ');
  const date = screen.getByLabelText(/^Date of experience/);
  if (!(date as HTMLInputElement).value) fireEvent.change(date, { target: { value: day(-2) } });
  await answerDisclosures(user);
  await user.click(screen.getByRole('button', { name: 'Publish review' }));
}

describe('Write review page', () => {
  // A review refused by the API stays as the tab's draft (kept for a sign-in), which the next test's form would start from.
  beforeEach(forgetDraft);

  it('publishes a review of the company in the URL and opens its page', async () => {
    const calls = mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/reviews': { status: 201, body: { ...review, rating: 5 } },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}`, path: '/write-review/:companyId', user: demoUser });

    await writeReview();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('POST', '/api/reviews')).toEqual({
      companyId: company.id,
      rating: 5,
      title: 'Great savings account',
      content: 'Good interest rate and a helpful branch team.',
      incentive: 'none',
      connection: 'none',
      experienceDate: day(-2),
    });
    expect(lastToast()).toMatchObject({ title: 'Review published' });
  });

  it("shows the API's refusal of a connected reviewer and keeps the review as typed", async () => {
    const refusal = 'People connected to a company (its employees, owners or managers, their family, or its competitors) cannot review it, so this review cannot be published.';
    mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/reviews': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: refusal } },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}`, path: '/write-review/:companyId', user: demoUser });

    await writeReview();

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByTestId('location')).toHaveTextContent(`/write-review/${company.id}`);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Great savings account');
    expect(screen.getByLabelText(/^Your review/)).toHaveValue('  Good interest rate and a helpful branch team.  ');
  });

  it('tells an invitee whose invitation offers something that the review will be labelled', async () => {
    mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': {
        body: { status: 'open', companyId: company.id, companyName: company.name, name: 'Sam', expiresAt: '2026-12-20T00:00:00.000Z', forYou: true, incentiveOffered: true },
      },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}?invitation=tok-123`, path: '/write-review/:companyId', user: demoUser });

    expect(await screen.findByText(/offers something for reviewing, so your review will be labelled "Received an incentive"/)).toBeInTheDocument();
  });

  it("writes through an open invitation link: says who invited, starts with the order's date and sends the token", async () => {
    const calls = mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': {
        body: { status: 'open', companyId: company.id, companyName: company.name, name: 'Sam', expiresAt: '2026-12-20T00:00:00.000Z', forYou: true, orderDate: day(-9) },
      },
      'POST /api/reviews': { status: 201, body: { ...review, rating: 5, verified: true, invited: true } },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}?invitation=tok-123`, path: '/write-review/:companyId', user: demoUser });

    expect(await screen.findByText(`${company.name} invited you to review them. Reviews written through an invitation are labelled Invited and Verified.`)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of experience/)).toHaveValue(day(-9));
    await writeReview();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('POST', '/api/invitations/lookup')).toEqual({ token: 'tok-123' });
    expect(await calls.bodyOf('POST', '/api/reviews')).toMatchObject({ companyId: company.id, invitationToken: 'tok-123', experienceDate: day(-9) });
  });

  it('says when an open invitation is for another address, and writes without it', async () => {
    const calls = mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': { body: { status: 'open', companyId: company.id, companyName: company.name, name: 'Sam', expiresAt: '2026-12-20T00:00:00.000Z', forYou: false } },
      'POST /api/reviews': { status: 201, body: review },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}?invitation=tok-5`, path: '/write-review/:companyId', user: demoUser });

    expect(await screen.findByText(/was sent to another email address/)).toBeInTheDocument();
    await writeReview();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('POST', '/api/reviews')).not.toHaveProperty('invitationToken');
  });

  it.each([
    ['used', /already been used/],
    ['expired', /has expired/],
  ])('says when the invitation link is %s, and keeps the normal form without the token', async (status, text) => {
    const calls = mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/invitations/lookup': { body: { status, companyId: company.id, companyName: company.name, name: 'Sam', expiresAt: '2026-10-01T00:00:00.000Z', forYou: true } },
      'POST /api/reviews': { status: 201, body: review },
      [`GET ${userReviewsUrl}`]: { body: [] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}?invitation=tok-9`, path: '/write-review/:companyId', user: demoUser });

    expect(await screen.findByText(text)).toBeInTheDocument();
    await writeReview();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/companies/${company.id}`));
    expect(await calls.bodyOf('POST', '/api/reviews')).not.toHaveProperty('invitationToken');
  });

  it('links to the existing review when the company was reviewed meanwhile (another tab)', async () => {
    let written = false;
    mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      'POST /api/reviews': () => {
        written = true;
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'You have already reviewed this company. You can edit your review instead.' } };
      },
      [`GET ${userReviewsUrl}`]: () => ({ body: written ? [review] : [] }),
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}`, path: '/write-review/:companyId', user: demoUser });

    await writeReview();

    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this company.');
    expect(await screen.findByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', `/reviews/${review.id}/edit`);
  });

  it('says up front when the company was reviewed already, and offers the edit page instead of an empty form', async () => {
    mockApi({
      [`GET /api/companies/${company.id}`]: { body: company },
      [`GET ${userReviewsUrl}`]: { body: [review] },
    });
    renderWithProviders(<WriteReviewPage />, { at: `/write-review/${company.id}`, path: '/write-review/:companyId', user: demoUser });

    expect(await screen.findByText(/You have already reviewed Northwind Savings Bank/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', `/reviews/${review.id}/edit`);
    expect(screen.getByRole('link', { name: "See it on Northwind Savings Bank's page" })).toHaveAttribute('href', `/companies/${company.id}`);
    // Nothing to fill in for nothing.
    expect(screen.queryByRole('radio', { name: /5 stars/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
  });
});
