import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import type { AuditEntry, AuditPage } from 'shared-ui';
import { AuditLog } from '../components/audit-log';

const admin = makeUser({ role: 'admin' });
const REVIEW_ID = '3f2a9c1b-7d4e-4f6a-9b8c-0d1e2f3a4b5c';
const COMPANY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const reviewTarget = { label: 'Use code SAVE20', reviewId: REVIEW_ID, companyId: COMPANY, companyName: 'Northwind Outfitters', email: null, reviewHidden: true };
const noTarget = { label: null, reviewId: null, companyId: null, companyName: null, email: null, reviewHidden: null };

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: '50',
    action: 'hide_review',
    application_date: '2026-11-21T10:00:00.000Z',
    decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
    decision_facts: 'The review advertises a competitor with a discount code.',
    source_type: 'SOURCE_ARTICLE_16',
    automated_detection: false,
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    actorId: '11111111-aaaa-4aaa-8aaa-000000000001',
    actorName: 'Ada Admin',
    targetType: 'review',
    targetId: REVIEW_ID,
    details: {},
    target: reviewTarget,
    ...overrides,
  };
}

const newest = entry({ id: '50' });
const granted = entry({
  id: '49',
  action: 'set_role',
  actorId: null,
  actorName: null,
  targetType: 'user',
  targetId: '22222222-2222-4222-8222-222222222222',
  decision_ground: null,
  category: null,
  source_type: 'SOURCE_VOLUNTARY',
  decision_facts: 'Granted from the command line (npm run admin:grant).',
  target: { ...noTarget, label: 'Grace Hopper', email: 'grace@example.com' },
});
const older = entry({
  id: '12',
  action: 'company_notice_removed',
  targetType: 'company',
  targetId: COMPANY,
  decision_facts: 'The owner explained the burst of reviews.',
  target: { ...noTarget, label: 'Northwind Outfitters', companyId: COMPANY, companyName: 'Northwind Outfitters' },
});

/** The audit API, answering `pages` by their `before` ('' for the first page); answers the request recorder. */
function auditApi(pages: Record<string, AuditPage>) {
  return mockApi({
    'GET /api/admin/audit?*': ({ url }) => {
      const page = pages[url.searchParams.get('before') ?? ''];
      return page ? { body: page } : { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Unexpected page' } };
    },
  });
}

const auditRequests = (calls: ReturnType<typeof mockApi>) => calls.requests.filter((r) => r.path.startsWith('/api/admin/audit')).map((r) => r.path);

describe('the audit log', () => {
  it('shows when, who (the system for the command line), what in words, the target linked and the reasons with the DSA codes in words', async () => {
    auditApi({ '': { entries: [newest, granted], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Newest first; entries can be added, never changed.' });
    const [, first, second] = within(table).getAllByRole('row');

    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringContaining('2026'),
      'Ada Admin',
      'Hid a review',
      'Review “Use code SAVE20” (hidden) of Northwind Outfitters',
      'The review advertises a competitor with a discount code.' +
        'Ground: Incompatible with our terms (DECISION_GROUND_INCOMPATIBLE_CONTENT). ' +
        'Category: Scope of the platform’s service (STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE). ' +
        'Source: Notice from a person (Article 16) (SOURCE_ARTICLE_16). Detected by automated means: no. Decided by automated means: no.',
    ]);
    // A hidden review leads to its company's hidden reviews, where it is restored; the company to its page.
    expect(within(first).getByRole('link', { name: '“Use code SAVE20”' })).toHaveAttribute('href', `/admin?tab=hidden&company=${COMPANY}`);
    expect(within(first).getByRole('link', { name: 'Northwind Outfitters' })).toHaveAttribute('href', `/companies/${COMPANY}`);
    expect(within(first).getByRole('cell', { name: /2026/ }).querySelector('time')).toHaveAttribute('dateTime', newest.application_date);

    expect(within(second).getByRole('cell', { name: 'system' })).toBeInTheDocument();
    expect(within(second).getByRole('cell', { name: "Changed a user's role" })).toBeInTheDocument();
    expect(within(second).getByRole('cell', { name: 'User Grace Hopper (grace@example.com)' })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/admin?tab=users&search=grace%40example.com');
    expect(within(second).getByRole('cell', { name: /^Granted from the command line/ })).toHaveTextContent(/Source: Our own initiative \(SOURCE_VOLUNTARY\)\. Detected by automated means: no\. Decided by automated means: no\.$/);
    // The last page: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('links a published review to its company page, and names a deleted target by the start of its id', async () => {
    const published = entry({ id: '70', action: 'dismiss_reports', target: { ...reviewTarget, reviewHidden: false } });
    const deleted = entry({ id: '69', action: 'restore_review', target: { ...noTarget, reviewId: REVIEW_ID } });
    const cluster = entry({
      id: '68',
      action: 'dismiss_signals',
      targetType: 'company',
      targetId: COMPANY,
      decision_ground: null,
      category: null,
      source_type: 'SOURCE_VOLUNTARY',
      details: { signal: 'burst', reviewIds: ['a', 'b', 'c'] },
      target: { ...noTarget, label: 'Northwind Outfitters', companyId: COMPANY, companyName: 'Northwind Outfitters' },
    });
    auditApi({ '': { entries: [published, deleted, cluster], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: '“Use code SAVE20”' })).toHaveAttribute('href', `/companies/${COMPANY}`);
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('Review (deleted) 3f2a9c1b…');
    expect(within(rows[2]).getAllByRole('cell').slice(2, 5).map((c) => c.textContent)).toEqual([
      "Dismissed a cluster of signals on a company's reviews",
      'Company Northwind Outfitters',
      'The review advertises a competitor with a discount code.Burst of reviews: 3 reviews in one decision.Source: Our own initiative (SOURCE_VOLUNTARY). Detected by automated means: no. Decided by automated means: no.',
    ]);
  });

  it('shows the entries as a list on a phone, so the page never scrolls sideways', async () => {
    const matchMedia = window.matchMedia;
    // Every breakpoint query "matches": down('md') says the screen is narrow.
    window.matchMedia = ((query: string) => ({ matches: true, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as typeof window.matchMedia;
    try {
      auditApi({ '': { entries: [newest, granted], nextBefore: null } });
      renderWithProviders(<AuditLog />, { user: admin });
      const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
      const [first] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent('Hid a review');
      expect(first).toHaveTextContent('Ada Admin');
      expect(within(first).getByRole('link', { name: '“Use code SAVE20”' })).toBeInTheDocument();
      expect(first).toHaveTextContent('Incompatible with our terms (DECISION_GROUND_INCOMPATIBLE_CONTENT)');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('keeps a wide table in a box of its own that scrolls and takes the keyboard focus', async () => {
    auditApi({ '': { entries: [newest], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const box = await screen.findByRole('region', { name: 'Audit entries' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  it('offers every action by its label and every target type as a filter', async () => {
    auditApi({ '': { entries: [], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const user = userEvent.setup();
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All actions',
      'Hid a review',
      'Restored a review',
      'Dismissed the reports on a review',
      "Dismissed a cluster of signals on a company's reviews",
      'Kept a review hidden on appeal',
      'Restored a review on appeal',
      'Approved a claim',
      'Rejected a claim',
      'Suspended a user',
      'Lifted a suspension',
      "Changed a user's role",
      "Edited a company's details",
      'Put up a notice on a company',
      "Removed a company's notice",
      'Verified a claim automatically',
      'Revoked an ownership',
      'Suspended a business account',
      "Lifted a business account's suspension",
      "Hid a company's reply",
      "Restored a company's reply",
      'Approved a larger plan',
      'Refused a larger plan',
      "Approved a company's name",
      'Marked a trusted flagger',
      "Ended a trusted flagger's status",
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Target' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All targets', 'review', 'appeal', 'claim', 'user', 'company', 'report', 'business account', 'trusted flagger']);
  });

  it('names the decisions about businesses in words, and an automatic verification "Automatic"', async () => {
    const automatic = entry({
      id: '60',
      action: 'claim_verified_automatically',
      actorId: null,
      actorName: null,
      targetType: 'claim',
      automated_detection: true,
      automated_decision: 'AUTOMATED_DECISION_FULLY',
      decision_facts: "Verified automatically: the domain northwind.example publishes this claim's DNS TXT record.",
      target: { ...noTarget, label: 'Northwind Outfitters', companyId: COMPANY, companyName: 'Northwind Outfitters', email: 'nina@northwind.example' },
    });
    const business = { ...noTarget, label: 'Nina Owner', email: 'nina@northwind.example' };
    const suspended = entry({ id: '59', action: 'suspend_business', targetType: 'business_account', targetId: 'bbbbbbbb-0000-4000-8000-000000000001', target: business });
    const reply = entry({ id: '58', action: 'hide_reply', target: { ...reviewTarget, reviewHidden: false } });
    const plan = entry({ id: '57', action: 'approve_plan', targetType: 'business_account', target: business });
    const name = entry({ id: '56', action: 'approve_company_name', targetType: 'company', target: { ...noTarget, label: 'Northwind Outfitters', companyId: COMPANY, companyName: 'Northwind Outfitters' } });
    auditApi({ '': { entries: [automatic, suspended, reply, plan, name], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1, 4).map((c) => c.textContent))).toEqual([
      ['Automatic', 'Verified a claim automatically', 'Claim by nina@northwind.example on Northwind Outfitters'],
      ['Ada Admin', 'Suspended a business account', 'Business account Nina Owner (nina@northwind.example)'],
      ['Ada Admin', "Hid a company's reply", 'Review “Use code SAVE20” of Northwind Outfitters'],
      ['Ada Admin', 'Approved a larger plan', 'Business account Nina Owner (nina@northwind.example)'],
      ['Ada Admin', "Approved a company's name", 'Company Northwind Outfitters'],
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Nina Owner' })).toHaveAttribute('href', '/admin?tab=businesses&search=nina%40northwind.example');
    // Every statement says whether automated means detected and decided it (DSA Art. 17(3)(c)).
    expect(rows[0]).toHaveTextContent('Detected by automated means: yes. Decided by automated means: yes.');
    expect(rows[1]).toHaveTextContent('Detected by automated means: no. Decided by automated means: no.');
  });

  it('asks for the business account entries when that target is chosen', async () => {
    const calls = auditApi({ '': { entries: [newest], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Suspended a business account' }));
    await user.click(screen.getByRole('combobox', { name: 'Target' }));
    await user.click(screen.getByRole('option', { name: 'business account' }));
    await waitFor(() => expect(auditRequests(calls).at(-1)).toBe('/api/admin/audit?action=suspend_business&targetType=business_account&limit=50'));
  });

  it('asks for the chosen action, target and dates, and the exports carry the same filters and no limit', async () => {
    const calls = auditApi({ '': { entries: [newest], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(auditRequests(calls)).toEqual(['/api/admin/audit?limit=50']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit?format=csv');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Hid a review' }));
    await user.click(screen.getByRole('combobox', { name: 'Target' }));
    await user.click(screen.getByRole('option', { name: 'review' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });

    const filtered = 'action=hide_review&targetType=review&from=2026-11-01&to=2026-11-30';
    await waitFor(() => expect(auditRequests(calls).at(-1)).toBe(`/api/admin/audit?${filtered}&limit=50`));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/audit?${filtered}&format=csv`);
    expect(screen.getByRole('link', { name: 'Export JSONL' })).toHaveAttribute('href', `/api/admin/audit?${filtered}&format=jsonl`);
  });

  it('labels the date filters and keeps To on or after From', async () => {
    auditApi({ '': { entries: [newest], nextBefore: null } });
    renderWithProviders(<AuditLog />, { user: admin });
    await screen.findByRole('table');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(to).toHaveAttribute('type', 'date');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    expect(to).toHaveAttribute('min', '2026-11-10');
    fireEvent.change(to, { target: { value: '2026-11-01' } });
    expect(await screen.findByText('On or after the From date')).toBeInTheDocument();
    expect(from).toHaveAttribute('max', '2026-11-01');
  });

  it('"Show older entries" asks for before=<nextBefore> and adds the older entries below', async () => {
    const calls = auditApi({
      '': { entries: [newest, granted], nextBefore: '49' },
      '49': { entries: [older], nextBefore: null },
    });
    renderWithProviders(<AuditLog />, { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));

    expect(await screen.findByRole('cell', { name: "Removed a company's notice" })).toBeInTheDocument();
    expect(auditRequests(calls)).toEqual(['/api/admin/audit?limit=50', '/api/admin/audit?before=49&limit=50']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Hid a review', "Changed a user's role", "Removed a company's notice"]);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('keeps the entries shown when an older page fails, and tries again', async () => {
    let failOlder = true;
    mockApi({
      'GET /api/admin/audit?limit=50': { body: { entries: [newest], nextBefore: '50' } },
      'GET /api/admin/audit?before=50&limit=50': () => (failOlder ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' } } : { body: { entries: [older], nextBefore: null } }),
    });
    renderWithProviders(<AuditLog />, { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('We could not load the older entries.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Hid a review' })).toBeInTheDocument();

    failOlder = false;
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByRole('cell', { name: "Removed a company's notice" })).toBeInTheDocument();
    expect(screen.queryByText('We could not load the older entries.')).not.toBeInTheDocument();
  });
});
