// The dashboard's reviews of a company: awaiting a reply, replied or all, and what each says when
// it has none.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, makeBusinessAccount, makeCompany, makeReview, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { ReviewsToAnswer } from '../components/reviews-to-answer';

const company = makeCompany({ claimed: true });
const reviews = (filter: string) => `GET /api/business/companies/${company.id}/reviews?filter=${filter}&offset=0&limit=10`;

describe('reviews to answer', () => {
  it('asks for each kind of review the owner picks, with its heading and its empty state', async () => {
    const calls = mockApi({
      [reviews('awaiting')]: { body: [makeReview({ title: 'Still waiting' })] },
      [reviews('replied')]: { body: [] },
      [reviews('all')]: { body: [makeReview({ title: 'An old one' })] },
    });
    renderWithProviders(<ReviewsToAnswer company={company} hasReviews />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    expect(await screen.findByText('Still waiting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews awaiting a reply' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replied' }));
    expect(await screen.findByText('You have not replied to a review yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews you replied to' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('An old one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All reviews' })).toBeInTheDocument();
    expect(calls.count('GET', /\/reviews\?filter=(awaiting|replied|all)&offset=0&limit=10$/)).toBe(3);
  });

  it('invites the first reviews when the company has none', async () => {
    mockApi({ [reviews('awaiting')]: { body: [] } });
    renderWithProviders(<ReviewsToAnswer company={company} hasReviews={false} />, { business: makeBusinessAccount() });
    expect(await screen.findByText('No reviews yet. Invite your customers below to write the first ones.')).toBeInTheDocument();
  });

  it('says when the reviews could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    mockApi({ [reviews('awaiting')]: () => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database down' } } : { body: [makeReview({ title: 'Back again' })] }) });
    renderWithProviders(<ReviewsToAnswer company={company} hasReviews />, { business: makeBusinessAccount() });
    expect(await screen.findByText('We could not load the reviews.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Back again')).toBeInTheDocument());
  });

  it('puts focus on the list heading when the answered review leaves the list', async () => {
    const review = makeReview({ companyId: company.id, title: 'Still waiting', authorName: 'Sam T.' });
    const answered = { ...review, reply: { content: 'Thank you, Sam.', createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' } };
    let replied = false;
    mockApi({
      [reviews('awaiting')]: () => ({ body: replied ? [] : [review] }),
      [`PUT /api/business/reviews/${review.id}/reply`]: () => {
        replied = true;
        return { body: answered };
      },
    });
    renderWithProviders(<ReviewsToAnswer company={company} hasReviews />, { business: makeBusinessAccount() });
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'Your public reply' }), 'Thank you, Sam.');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Every review has a reply. Well done!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reviews awaiting a reply' })).toHaveFocus());
  });
});
