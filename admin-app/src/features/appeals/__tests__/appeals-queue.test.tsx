import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeReview, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { OpenAppeal as Appeal } from 'shared-ui';
import { AppealsQueue } from '../components/appeals-queue';

const me = makeUser({ role: 'moderator' });
const review = makeReview({ title: 'Use code SAVE20 at the other shop' });

function appeal(decidedById: string): Appeal {
  return {
    id: 'appeal-1',
    statement: 'SAVE20 is this shop’s own loyalty code.',
    createdAt: '2026-11-22T10:00:00.000Z',
    review,
    decision: {
      id: '41',
      action: 'hide_review',
      application_date: '2026-11-21T10:00:00.000Z',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
      decision_facts: 'The review advertises a competitor.',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: false,
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    },
    decidedBy: 'Ada Admin',
    decidedById,
  };
}

function api(appeals: Appeal[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/admin/appeals': { body: appeals }, [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } }, ...extra });
}

describe('the appeals queue', () => {
  it("shows the decision and the author's appeal, and restores the review with the moderator's reasons", async () => {
    const calls = api([appeal('someone-else')], { 'POST /api/admin/appeals/appeal-1/decide': { status: 201, body: {} } });
    renderWithProviders(<AppealsQueue />, { user: me });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Appeal about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByRole('alert')).toHaveTextContent('by Ada Admin: The review advertises a competitor.The author appeals: SAVE20 is this shop’s own loyalty code.');
    await user.click(within(section).getByRole('button', { name: 'Restore (appeal succeeds)' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the review' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The code is the shop’s own loyalty scheme.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Appeal decided' }));
    expect(await calls.bodyOf('POST', '/api/admin/appeals/appeal-1/decide')).toEqual({ outcome: 'overturned', facts: 'The code is the shop’s own loyalty scheme.' });
  });

  it('leaves an appeal against my own decision to another moderator', async () => {
    api([appeal(me.id)]);
    renderWithProviders(<AppealsQueue />, { user: me });
    const section = await screen.findByRole('region', { name: 'Appeal about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByText('You made this decision; another moderator decides the appeal.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Keep hidden' })).not.toBeInTheDocument();
  });
});
