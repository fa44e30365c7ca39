import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeReview, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { OpenAppeal as Appeal } from 'shared-ui';
import { AppealsQueue } from '../components/appeals-queue';

const me = makeUser({ role: 'moderator' });
const review = makeReview({ title: 'Use code SAVE20 at the other shop' });

function appeal(decidedById: string, over: Partial<Appeal> = {}): Appeal {
  return {
    id: 'appeal-1',
    role: 'author',
    complainant: 'Alex',
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
    ...over,
  };
}

function api(appeals: Appeal[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/admin/appeals': { body: appeals }, [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } }, ...extra });
}

describe('the complaints queue', () => {
  it("shows the decision and the author's complaint, and restores the review with the moderator's reasons", async () => {
    const calls = api([appeal('someone-else')], { 'POST /api/admin/appeals/appeal-1/decide': { status: 201, body: {} } });
    renderWithProviders(<AppealsQueue />, { user: me });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Complaint about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByRole('alert')).toHaveTextContent('by Ada Admin: The review advertises a competitor.The author (Alex) complains: SAVE20 is this shop’s own loyalty code.');
    await user.click(within(section).getByRole('button', { name: 'Restore (complaint succeeds)' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the review' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The code is the shop’s own loyalty scheme.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Complaint decided' }));
    expect(await calls.bodyOf('POST', '/api/admin/appeals/appeal-1/decide')).toEqual({ outcome: 'overturned', facts: 'The code is the shop’s own loyalty scheme.' });
  });

  it('leaves a complaint about my own decision to another moderator', async () => {
    api([appeal(me.id)]);
    renderWithProviders(<AppealsQueue />, { user: me });
    const section = await screen.findByRole('region', { name: 'Complaint about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByText('You made this decision; another moderator decides the complaint.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Keep hidden' })).not.toBeInTheDocument();
  });

  it("names a notifier's complaint about a dismissal, and overturning it re-opens the notices", async () => {
    const dismissal = appeal('someone-else', {
      role: 'notifier',
      complainant: 'Nora Notifier',
      statement: 'The address is a private home.',
      decision: { ...appeal('x').decision, action: 'dismiss_reports', decision_ground: null, category: null, decision_facts: 'It is the shop address.' },
    });
    const calls = api([dismissal], { 'POST /api/admin/appeals/appeal-1/decide': { status: 200, body: {} } });
    renderWithProviders(<AppealsQueue />, { user: me });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Complaint about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByRole('alert')).toHaveTextContent('The notifier (Nora Notifier) complains: The address is a private home.');
    expect(within(section).getByRole('button', { name: 'Keep the dismissal' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Re-open the notices (complaint succeeds)' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-open the notices' });
    expect(dialog).toHaveTextContent('back to the reports queue for a fresh decision');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'It is the home of an employee.');
    await user.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Complaint decided' }));
    expect(await calls.bodyOf('POST', '/api/admin/appeals/appeal-1/decide')).toEqual({ outcome: 'overturned', facts: 'It is the home of an employee.' });
  });
});
