import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, fill, lastToast, makeCompany, makeReview, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { HiddenReviewItem, HiddenReviewPage } from 'shared-ui';
import { HiddenReviews } from '../components/hidden-reviews';

const moderator = makeUser({ role: 'moderator' });
const review = makeReview({ title: 'Her address is 4 Elm Street' });
const decision = {
  id: '41',
  action: 'hide_review' as const,
  application_date: '2026-11-21T10:00:00.000Z',
  decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
  category: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
  decision_facts: 'The review publishes a private address.',
  source_type: 'SOURCE_ARTICLE_16',
  automated_detection: false,
  automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
};
const item: HiddenReviewItem = {
  review,
  hiddenAt: '2026-11-21T10:00:00.000Z',
  reasonLabel: 'Personal information',
  decision,
  decidedBy: 'Mo Moderator',
  decidedById: '33333333-3333-4333-8333-333333333333',
  appeal: 'open',
};
const page = (items: HiddenReviewItem[], total = items.length): HiddenReviewPage => ({ items, total });

describe('the hidden reviews', () => {
  it('lists each hidden review with who hid it, why and the DSA codes in words, and restores it with a statement of reasons', async () => {
    const calls = mockApi({
      'GET /api/admin/hidden-reviews?offset=0&limit=20': { body: page([item], 31) },
      [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } },
      [`POST /api/admin/reviews/${review.id}/restore`]: { body: { ...decision, action: 'restore_review' } },
    });
    renderWithProviders(<HiddenReviews />, { user: moderator, at: '/admin?tab=hidden' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Hidden review “Her address is 4 Elm Street”' });
    expect(section).toHaveTextContent(/Hidden .* by Mo Moderator: Personal information/);
    expect(section).toHaveTextContent('The review publishes a private address.');
    expect(section).toHaveTextContent('Ground: Illegal content (DECISION_GROUND_ILLEGAL_CONTENT).');
    expect(section).toHaveTextContent('Category: Data protection and privacy violations (STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS).');
    expect(section).toHaveTextContent('The author appealed: the appeal waits in the Appeals tab.');
    expect(screen.getByText('31 hidden; the most recently hidden first.')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 31')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore “Her address is 4 Elm Street”' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The address was the shop’s own, not a person’s.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore review' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Review restored' }));
    expect(await calls.bodyOf('POST', `/api/admin/reviews/${review.id}/restore`)).toEqual({ facts: 'The address was the shop’s own, not a person’s.' });
  });

  it("narrows the list to one company's hidden reviews, found by name", async () => {
    const company = makeCompany({ name: 'Acme Lamps' });
    mockApi({
      'GET /api/admin/hidden-reviews?offset=0&limit=20': { body: page([item]) },
      'GET /api/companies?search=acm&limit=10': { body: [company] },
      [`GET /api/admin/hidden-reviews?companyId=${company.id}&offset=0&limit=20`]: { body: page([]) },
      [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } },
    });
    renderWithProviders(<HiddenReviews />, { user: moderator, at: '/admin?tab=hidden' });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Hidden review “Her address is 4 Elm Street”' });
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'acm');
    await user.click(await screen.findByRole('option', { name: 'Acme Lamps' }));
    await waitFor(() => expect(currentLocation()).toBe(`/admin?tab=hidden&company=${company.id}`));
    expect(await screen.findByText('No review of this company is hidden.')).toBeInTheDocument();
  });

  it('says so when nothing is hidden', async () => {
    mockApi({ 'GET /api/admin/hidden-reviews?offset=0&limit=20': { body: page([]) } });
    renderWithProviders(<HiddenReviews />, { user: moderator });
    expect(await screen.findByText('No review is hidden.')).toBeInTheDocument();
  });
});
