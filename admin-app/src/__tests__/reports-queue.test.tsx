import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, lastToast, makeReview, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { QueueItem } from 'shared-ui';
import { ReportsQueue } from '../components/reports-queue';

const moderator = makeUser({ role: 'moderator' });
const review = makeReview({ title: 'Use code SAVE20 at the other shop' });
const item: QueueItem = {
  review,
  reasons: { advertising: 2, fake: 1 },
  reportCount: 3,
  details: ['A discount code for a competitor'],
  signals: [{ signal: 'burst', label: 'Review burst', description: 'Five reviews of this company within an hour', details: { reviewsInWindow: 5 }, raisedAt: '2026-11-20T10:00:00.000Z' }],
  waitingSince: '2026-11-20T09:00:00.000Z',
};
const statement = {
  id: '41',
  action: 'hide_review',
  application_date: '2026-11-21T10:00:00.000Z',
  decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
  category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
  decision_facts: 'The review advertises a competitor with a discount code.',
  source_type: 'SOURCE_ARTICLE_16',
  automated_detection: false,
  automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
};

function api(items: QueueItem[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/reports?limit=50': { body: { items, total: items.length } },
    [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } },
    ...extra,
  });
}

describe('the reports queue', () => {
  it("shows an item's report reasons counted, its signals named with their descriptions, and what reporters said", async () => {
    api([item]);
    renderWithProviders(<ReportsQueue />, { user: moderator });
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByText(/^3 reports, waiting since/)).toBeInTheDocument();
    expect(within(section).getByText('Advertising or promotion × 2')).toBeInTheDocument();
    expect(within(section).getByText('Fake, or not based on a real experience × 1')).toBeInTheDocument();
    expect(within(section).getByText('Signal: Review burst')).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent('Review burst: Five reviews of this company within an hour');
    expect(within(section).getByText('Reporters say: A discount code for a competitor')).toBeInTheDocument();
  });

  it('says an item nobody reported was flagged automatically', async () => {
    api([{ ...item, reasons: {}, reportCount: 0, details: [] }]);
    renderWithProviders(<ReportsQueue />, { user: moderator });
    expect(await screen.findByText(/^Flagged automatically, waiting since/)).toBeInTheDocument();
    expect(screen.getByText('Signal: Review burst')).toBeInTheDocument();
  });

  it('hides a review with the reason, the ground and the statement of reasons', async () => {
    const calls = api([item], { [`POST /api/admin/reviews/${review.id}/hide`]: { status: 201, body: statement } });
    renderWithProviders(<ReportsQueue />, { user: moderator });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    await user.click(within(section).getByRole('button', { name: 'Hide' }));

    const dialog = screen.getByRole('dialog', { name: 'Hide “Use code SAVE20 at the other shop”' });
    // The reason most reporters gave is chosen for the moderator.
    expect(within(dialog).getByRole('combobox', { name: 'What it breaks' })).toHaveTextContent('Advertising or promotion');
    await user.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The review advertises a competitor with a discount code.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Review hidden' }));
    expect(await calls.bodyOf('POST', `/api/admin/reviews/${review.id}/hide`)).toEqual({
      reason: 'advertising',
      ground: 'illegal',
      facts: 'The review advertises a competitor with a discount code.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('dismisses the reports with the statement of reasons only', async () => {
    const calls = api([item], { [`POST /api/admin/reviews/${review.id}/dismiss-reports`]: { status: 201, body: { ...statement, action: 'dismiss_reports' } } });
    renderWithProviders(<ReportsQueue />, { user: moderator });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    await user.click(within(section).getByRole('button', { name: 'Dismiss reports and signals' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss reports and signals about “Use code SAVE20 at the other shop”' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The code is the shop’s own loyalty scheme.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports and signals' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Dismissed' }));
    expect(await calls.bodyOf('POST', `/api/admin/reviews/${review.id}/dismiss-reports`)).toEqual({ facts: 'The code is the shop’s own loyalty scheme.' });
  });

  it('offers the most reported reason, starts each decision from the guidelines ground, and keeps focus in the panel after deciding', async () => {
    const mixed = { ...item, reasons: { fake: 1, advertising: 3 }, reportCount: 4 };
    api([mixed], { [`POST /api/admin/reviews/${review.id}/hide`]: { status: 201, body: statement } });
    renderWithProviders(
      <div role="tabpanel" tabIndex={-1} aria-label="Reports">
        <ReportsQueue />
      </div>,
      { user: moderator },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    await user.click(within(section).getByRole('button', { name: 'Hide' }));
    let dialog = screen.getByRole('dialog', { name: 'Hide “Use code SAVE20 at the other shop”' });
    expect(within(dialog).getByRole('combobox', { name: 'What it breaks' })).toHaveTextContent('Advertising or promotion');
    await user.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Hide' }));
    dialog = screen.getByRole('dialog', { name: 'Hide “Use code SAVE20 at the other shop”' });
    expect(within(dialog).getByRole('radio', { name: 'Against our guidelines' })).toBeChecked();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The review advertises a competitor with a discount code.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Reports' })).toHaveFocus());
  });

  it('names what dismissing closes: reports, signals, or both', async () => {
    const reportsOnly = { ...item, review: makeReview({ title: 'Reported only' }), signals: [] };
    const signalsOnly = { ...item, review: makeReview({ title: 'Flagged only' }), reasons: {}, reportCount: 0, details: [] };
    const noVote = { body: { userVote: null } };
    api([reportsOnly, signalsOnly], { [`GET /api/reviews/${reportsOnly.review.id}/vote`]: noVote, [`GET /api/reviews/${signalsOnly.review.id}/vote`]: noVote });
    renderWithProviders(<ReportsQueue />, { user: moderator });
    const reported = await screen.findByRole('region', { name: 'Reports and signals about “Reported only”' });
    expect(within(reported).getByRole('button', { name: 'Dismiss reports' })).toBeInTheDocument();
    const flagged = screen.getByRole('region', { name: 'Reports and signals about “Flagged only”' });
    expect(within(flagged).getByRole('button', { name: 'Dismiss signals' })).toBeInTheDocument();
  });

  describe("the company's reply under a review", () => {
    const reply = { content: 'Nonsense. This reviewer never ordered from us, and we know where she lives.', createdAt: '2026-11-19T10:00:00.000Z', updatedAt: '2026-11-19T10:00:00.000Z' };
    const withReply = (hidden?: boolean): QueueItem => ({ ...item, review: { ...review, company: { id: review.companyId, name: 'Northwind Outfitters' }, reply: hidden ? { ...reply, hidden } : reply } });

    it('shows the reply under the review and hides it alone, with a reason, a ground and the statement of reasons', async () => {
      const calls = api([withReply()], { [`POST /api/admin/reviews/${review.id}/hide-reply`]: { body: { ...statement, action: 'hide_reply' } } });
      renderWithProviders(<ReportsQueue />, { user: moderator });
      const user = userEvent.setup();
      const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
      const shown = within(section).getByRole('region', { name: 'Reply from Northwind Outfitters' });
      expect(shown).toHaveTextContent('we know where she lives');
      await user.click(within(section).getByRole('button', { name: 'Hide reply' }));

      const dialog = screen.getByRole('dialog', { name: 'Hide the reply to “Use code SAVE20 at the other shop”' });
      expect(dialog).toHaveTextContent("Only the company's reply leaves the public pages; the review stays published");
      // The reports are about the review: the moderator picks the reply's reason.
      expect(within(dialog).getByRole('combobox', { name: 'What it breaks' })).not.toHaveTextContent(/\w/);
      await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The reply threatens the reviewer with her home address.');
      await user.click(within(dialog).getByRole('button', { name: 'Hide reply' }));
      expect(await within(dialog).findByText('Please complete the decision first.')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('combobox', { name: 'What it breaks' }));
      await user.click(screen.getByRole('option', { name: 'Offensive or harmful language' }));
      await user.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
      await user.click(within(dialog).getByRole('button', { name: 'Hide reply' }));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply hidden' }));
      expect(await calls.bodyOf('POST', `/api/admin/reviews/${review.id}/hide-reply`)).toEqual({
        reason: 'offensive',
        ground: 'illegal',
        facts: 'The reply threatens the reviewer with her home address.',
      });
      expect(calls.count('POST', `/api/admin/reviews/${review.id}/hide`)).toBe(0);
    });

    it('says a hidden reply is hidden and restores it with the statement of reasons', async () => {
      const calls = api([withReply(true)], { [`POST /api/admin/reviews/${review.id}/restore-reply`]: { body: { ...statement, action: 'restore_reply' } } });
      renderWithProviders(<ReportsQueue />, { user: moderator });
      const user = userEvent.setup();
      const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
      expect(within(section).getByText('Hidden by a moderator: the public does not see this reply.')).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Hide reply' })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Restore reply' }));
      const dialog = screen.getByRole('dialog', { name: 'Restore the reply to “Use code SAVE20 at the other shop”' });
      await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The owner removed the address from the reply.');
      await user.click(within(dialog).getByRole('button', { name: 'Restore reply' }));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reply restored' }));
      expect(await calls.bodyOf('POST', `/api/admin/reviews/${review.id}/restore-reply`)).toEqual({ facts: 'The owner removed the address from the reply.' });
    });

    it('offers nothing about a reply when the review has none', async () => {
      api([item]);
      renderWithProviders(<ReportsQueue />, { user: moderator });
      const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
      expect(within(section).queryByRole('button', { name: 'Hide reply' })).not.toBeInTheDocument();
      expect(within(section).queryByRole('region', { name: /^Reply from/ })).not.toBeInTheDocument();
    });
  });

  it('says so when the queue is empty', async () => {
    api([]);
    renderWithProviders(<ReportsQueue />, { user: moderator });
    expect(await screen.findByText('No open reports or signals. Well done.')).toBeInTheDocument();
  });
});
