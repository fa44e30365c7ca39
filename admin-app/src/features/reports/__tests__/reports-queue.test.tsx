import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_ID, currentLocation, fill, lastToast, makeReview, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { QueueItem, QueuePage } from 'shared-ui';
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
  companyQueued: 1,
  notices: [],
  trustedFlagger: false,
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

const NO_COUNTS = { all: 0, reports: 0, signals: 0, byReason: {}, bySignal: {} };

function page(items: QueueItem[], more: Partial<QueuePage> = {}): QueuePage {
  return { items, total: items.length, counts: { ...NO_COUNTS, all: items.length }, company: null, clusters: [], ...more };
}

function api(items: QueueItem[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/reports?offset=0&limit=20': { body: page(items) },
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

  it('shows each notice with its sender, ground and explanation, and marks a trusted flagger’s item for priority', async () => {
    const notice = (over: Partial<QueueItem['notices'][number]>): QueueItem['notices'][number] => ({
      id: crypto.randomUUID(),
      targetType: 'review',
      reason: 'personal_information',
      ground: 'illegal',
      law: 'GDPR',
      explanation: 'It publishes a home address.',
      senderKind: 'visitor',
      trustedFlagger: null,
      receivedAt: '2026-11-20T09:00:00.000Z',
      ...over,
    });
    api([
      {
        ...item,
        trustedFlagger: true,
        notices: [
          notice({ senderKind: 'user', trustedFlagger: 'Consumer Watch' }),
          notice({}),
          notice({ targetType: 'reply', reason: 'offensive', ground: 'incompatible', law: null, explanation: 'Insults the reviewer.', senderKind: 'user' }),
        ],
      },
    ]);
    renderWithProviders(<ReportsQueue />, { user: moderator });
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    expect(within(section).getByText('Trusted flagger: decide with priority')).toBeInTheDocument();
    const notices = within(within(section).getByRole('list', { name: 'Notices' })).getAllByRole('listitem');
    expect(notices[0]).toHaveTextContent(/^Trusted flagger Consumer Watch, about the review, .*: Contains personal information; illegal under GDPR“It publishes a home address.”$/);
    expect(notices[1]).toHaveTextContent(/^Visitor without an account, about the review/);
    expect(notices[2]).toHaveTextContent(/^Signed-in user, about the business reply, .*: Offensive or harmful language; against the guidelines“Insults the reviewer.”$/);
    expect(within(section).queryByText(/^Reporters say/)).not.toBeInTheDocument();
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
      const shown = within(section).getByRole('group', { name: 'Reply from Northwind Outfitters' });
      expect(shown).toHaveTextContent('we know where she lives');
      await user.click(within(section).getByRole('button', { name: 'Hide reply' }));

      const dialog = screen.getByRole('dialog', { name: 'Hide the reply to “Use code SAVE20 at the other shop”' });
      expect(dialog).toHaveTextContent("Only the company's reply leaves the public pages; the review stays published");
      // The reports are about the review: the moderator picks the reply's reason.
      expect(within(dialog).getByRole('combobox', { name: 'What it breaks' })).not.toHaveTextContent(/\w/);
      await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'The reply threatens the reviewer with her home address.');
      await user.click(within(dialog).getByRole('button', { name: 'Hide reply' }));
      // The missing reason is marked on its own field, which takes the focus.
      const what = within(dialog).getByRole('combobox', { name: 'What it breaks' });
      await waitFor(() => expect(what).toHaveFocus());
      expect(what).toHaveAttribute('aria-invalid', 'true');
      expect(what).toHaveAccessibleDescription('Choose what the review breaks.');
      expect(within(dialog).getByRole('textbox', { name: 'Facts and circumstances' })).not.toHaveAttribute('aria-invalid', 'true');

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
      expect(within(section).queryByRole('group', { name: /^Reply from/ })).not.toBeInTheDocument();
    });
  });

  it('marks each missing field of an empty hide decision with its own error and focuses the first', async () => {
    const flaggedOnly = { ...item, reasons: {}, reportCount: 0, details: [] };
    const calls = api([flaggedOnly]);
    renderWithProviders(<ReportsQueue />, { user: moderator });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    await user.click(within(section).getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide “Use code SAVE20 at the other shop”' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    const what = within(dialog).getByRole('combobox', { name: 'What it breaks' });
    const facts = within(dialog).getByRole('textbox', { name: 'Facts and circumstances' });
    await waitFor(() => expect(what).toHaveFocus());
    expect(what).toHaveAttribute('aria-invalid', 'true');
    expect(what).toHaveAccessibleDescription('Choose what the review breaks.');
    expect(facts).toHaveAttribute('aria-invalid', 'true');
    expect(facts).toHaveAccessibleDescription('Please state the facts and circumstances in 10 to 2,000 characters.');
    expect(within(dialog).queryByText('Please complete the decision first.')).not.toBeInTheDocument();

    // With the reason chosen, the facts are what is missing: they take the focus.
    await user.click(what);
    await user.click(screen.getByRole('option', { name: 'Fake, or not based on a real experience' }));
    expect(what).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(facts).toHaveFocus());
    expect(calls.count('POST', `/api/admin/reviews/${review.id}/hide`)).toBe(0);
  });

  it("shows how much waits in each filter and narrows to people's reports, a reason or a signal, in the address", async () => {
    const counts = { all: 1357, reports: 2, signals: 1355, byReason: { advertising: 1, fake: 1 }, bySignal: { burst: 1200, new_account_cluster: 155 } };
    const calls = mockApi({
      'GET /api/admin/reports?offset=0&limit=20': { body: page([{ ...item, reasons: {}, reportCount: 0, details: [] }], { total: 1357, counts }) },
      'GET /api/admin/reports?source=reports&offset=0&limit=20': { body: page([item], { total: 2, counts }) },
      'GET /api/admin/reports?source=reports&reason=fake&offset=0&limit=20': { body: page([item], { total: 1, counts }) },
      'GET /api/admin/reports?signal=burst&offset=0&limit=20': { body: page([item], { total: 1200, counts }) },
      [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } },
    });
    renderWithProviders(<ReportsQueue />, { user: moderator, at: '/admin?tab=reports' });
    const user = userEvent.setup();
    const show = await screen.findByRole('group', { name: 'Show' });
    await waitFor(() => expect(within(show).getByRole('button', { name: "People's reports (2)" })).toBeInTheDocument());
    expect(within(show).getByRole('button', { name: 'Everything (1,357)', pressed: true })).toBeInTheDocument();
    expect(within(show).getByRole('button', { name: 'Automatic signals (1,355)' })).toBeInTheDocument();
    expect(screen.getByText(/^1,357 on the queue; reports from people first/)).toBeInTheDocument();

    await user.click(within(show).getByRole('button', { name: "People's reports (2)" }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=reports&source=reports'));
    expect(await screen.findByText(/^2 match/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Report reason' }));
    await user.click(screen.getByRole('option', { name: 'Fake, or not based on a real experience (1)' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=reports&source=reports&reason=fake'));
    expect(await screen.findByText(/^1 match/)).toBeInTheDocument();

    // A kind of signal: the people's-reports narrowing gives way to everything with that signal.
    await user.click(screen.getByRole('combobox', { name: 'Report reason' }));
    await user.click(screen.getByRole('option', { name: 'Any reason' }));
    await user.click(screen.getByRole('combobox', { name: 'Signal' }));
    expect(screen.getByRole('option', { name: 'Burst of reviews (1,200)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Burst of reviews (1,200)' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=reports&signal=burst'));
    expect(await screen.findByText(/^1,200 match/)).toBeInTheDocument();
    expect(calls.count('GET', '/api/admin/reports?signal=burst&offset=0&limit=20')).toBe(1);
  });

  it('pages through the queue with the total', async () => {
    const second = { ...item, review: makeReview({ title: 'On the second page' }) };
    const noVote = { body: { userVote: null } };
    mockApi({
      'GET /api/admin/reports?offset=0&limit=20': { body: page([item], { total: 45 }) },
      'GET /api/admin/reports?offset=20&limit=20': { body: page([second], { total: 45 }) },
      [`GET /api/reviews/${review.id}/vote`]: noVote,
      [`GET /api/reviews/${second.review.id}/vote`]: noVote,
    });
    renderWithProviders(<ReportsQueue />, { user: moderator, at: '/admin?tab=reports' });
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–1 of 45')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Queue pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Reports and signals about “On the second page”' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin?tab=reports&offset=20');
    expect(screen.getByText('Showing 21–21 of 45')).toBeInTheDocument();
  });

  it("opens a company's view from an item and dismisses its cluster of signals in one decision", async () => {
    const busy = { ...item, reasons: {}, reportCount: 0, details: [], companyQueued: 600 };
    const cluster = { signal: 'burst' as const, label: 'Burst of reviews', count: 600, firstRaisedAt: '2026-11-18T10:00:00.000Z', lastRaisedAt: '2026-11-19T10:00:00.000Z' };
    const counts = { all: 600, reports: 0, signals: 600, byReason: {}, bySignal: { burst: 600 } };
    const calls = mockApi({
      'GET /api/admin/reports?offset=0&limit=20': { body: page([busy], { total: 1357 }) },
      [`GET /api/admin/reports?companyId=${COMPANY_ID}&offset=0&limit=20`]: { body: page([busy], { total: 600, counts, company: { id: COMPANY_ID, name: 'Northwind Outfitters' }, clusters: [cluster] }) },
      [`POST /api/admin/companies/${COMPANY_ID}/dismiss-signals`]: { body: { ...statement, action: 'dismiss_signals', dismissed: 600, leftForOthers: 0 } },
      [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } },
    });
    renderWithProviders(<ReportsQueue />, { user: moderator, at: '/admin?tab=reports' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    await user.click(within(section).getByRole('button', { name: 'All 600 queued of Northwind Outfitters' }));
    await waitFor(() => expect(currentLocation()).toBe(`/admin?tab=reports&company=${COMPANY_ID}`));

    const view = await screen.findByRole('region', { name: 'Northwind Outfitters: 600 queued reviews' });
    expect(within(view).getByRole('link', { name: 'Company page' })).toHaveAttribute('href', `/companies/${COMPANY_ID}`);
    const clusters = within(view).getByRole('list', { name: 'Signal clusters of Northwind Outfitters' });
    expect(within(clusters).getByRole('listitem')).toHaveTextContent(/^Burst of reviews: 600 open signals, raised/);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Northwind Outfitters');

    await user.click(within(clusters).getByRole('button', { name: 'Dismiss all 600' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss 600 “Burst of reviews” signals on Northwind Outfitters' });
    expect(dialog).toHaveTextContent('The audit log keeps one entry that lists the reviews.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts and circumstances' }), 'A televised promotion brought real customers.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss 600 signals' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Signals dismissed' }));
    expect(await calls.bodyOf('POST', `/api/admin/companies/${COMPANY_ID}/dismiss-signals`)).toEqual({
      signal: 'burst',
      raisedUpTo: '2026-11-19T10:00:00.000Z',
      facts: 'A televised promotion brought real customers.',
    });

    await user.click(within(view).getByRole('button', { name: 'Back to the whole queue' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=reports'));
  });

  it('finds a company by name in the picker, listing how much of it is queued', async () => {
    const acme = { id: '99999999-9999-4999-8999-999999999999', name: 'Acme Lamps', queued: 12, reported: 2 };
    const calls = mockApi({
      'GET /api/admin/reports?offset=0&limit=20': { body: page([item]) },
      'GET /api/admin/reports/companies?search=&limit=20': { body: [acme, { id: COMPANY_ID, name: 'Northwind Outfitters', queued: 600, reported: 0 }] },
      'GET /api/admin/reports/companies?search=acm&limit=20': { body: [acme] },
      [`GET /api/admin/reports?companyId=${acme.id}&offset=0&limit=20`]: { body: page([], { company: { id: acme.id, name: acme.name } }) },
      [`GET /api/reviews/${review.id}/vote`]: { body: { userVote: null } },
    });
    renderWithProviders(<ReportsQueue />, { user: moderator, at: '/admin?tab=reports' });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Reports and signals about “Use code SAVE20 at the other shop”' });
    expect(calls.count('GET', /\/reports\/companies/)).toBe(0);
    const picker = screen.getByRole('combobox', { name: 'Company' });
    await user.click(picker);
    expect(await screen.findByRole('option', { name: 'Northwind Outfitters — 600 queued' })).toBeInTheDocument();
    await user.type(picker, 'acm');
    await user.click(await screen.findByRole('option', { name: 'Acme Lamps — 12 queued, 2 reported by people' }));
    await waitFor(() => expect(currentLocation()).toBe(`/admin?tab=reports&company=${acme.id}`));
    expect(await screen.findByText('Nothing on the queue matches these filters.')).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    api([]);
    renderWithProviders(<ReportsQueue />, { user: moderator });
    expect(await screen.findByText('No open reports or signals. Well done.')).toBeInTheDocument();
  });
});
