// The moderators' queue at volume (issue 17): people's reports first, filters with counts, a
// company's view and its signal clusters dismissed in one decision, the hidden reviews to restore,
// and audit entries that name their targets.
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'The reviews come from a real event the company ran.';

interface Item {
  review: { id: string; title: string; company?: { id: string; name: string } };
  reportCount: number;
  signals: { signal: string }[];
  waitingSince: string;
  companyQueued: number;
}

describe('the moderation queue at volume', () => {
  let t: TestApp;
  let moderator: TestUser;
  let admin: TestUser;
  let owner: TestUser;

  async function withRole(role: 'moderator' | 'admin'): Promise<TestUser> {
    const u = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET role = $2 WHERE id = $1`, [u.user.id, role]);
    return u;
  }

  /** `n` reviews of the company by seeded year-old accounts, each flagged with `signal` `hoursAgo` hours ago: one statement. */
  async function flagged(companyId: string, n: number, signal: string, hoursAgo = 48, title = 'Flagged review'): Promise<string[]> {
    const rows: { id: string }[] = await t.db.query(
      `WITH u AS (
         INSERT INTO users (email, first_name, last_name, created_at, updated_at)
         SELECT 'queue-' || gen_random_uuid() || '@example.com', 'Queue', 'Filler', now() - interval '1 year', now() - interval '1 year'
           FROM generate_series(1, $2) RETURNING id),
       r AS (
         INSERT INTO reviews (company_id, user_id, rating, title, content, verified, created_at, updated_at)
         SELECT $1, u.id, 5, $5, 'Wonderful shop, would buy again.', true, now() - make_interval(hours => $4), now() - make_interval(hours => $4) FROM u
         RETURNING id)
       INSERT INTO review_signals (review_id, signal, details, created_at)
       SELECT id, $3, '{}'::jsonb, now() - make_interval(hours => $4) FROM r RETURNING review_id AS id`,
      [companyId, n, signal, hoursAgo, title],
    );
    return rows.map((r) => r.id);
  }

  /** A review written now through the API, reported by a person. */
  async function reported(companyId: string, reason = 'advertising', title = 'Use code SAVE20'): Promise<string> {
    const author = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [author.user.id]);
    const res = await author.agent.post('/api/reviews', { companyId, rating: 2, title, content: 'Buy from the other shop with code SAVE20.' });
    expect(res.status).toBe(201);
    const reporter = await registerUser(t);
    expect((await reporter.agent.post(`/api/reviews/${res.body.id}/reports`, { reason })).status).toBe(201);
    return res.body.id;
  }

  const queue = async (query = '') => {
    const res = await moderator.agent.get(`/api/admin/reports${query}`);
    expect(res.status).toBe(200);
    return res.body as { items: Item[]; total: number; counts: Record<string, any>; company: { id: string; name: string } | null; clusters: any[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [moderator, admin, owner] = await Promise.all([withRole('moderator'), withRole('admin'), registerUser(t, { verified: true })]);
  });
  afterAll(() => t.close());

  it("keeps each report's and signal's company with it", async () => {
    const company = await createCompany(owner);
    const reviewId = await reported(company.id);
    const [signalled] = await flagged(company.id, 1, 'burst');
    const rows = await t.db.query(
      `SELECT 'report' AS kind, company_id FROM review_reports WHERE review_id = $1 UNION ALL SELECT 'signal', company_id FROM review_signals WHERE review_id = $2 ORDER BY kind`,
      [reviewId, signalled],
    );
    expect(rows).toEqual([
      { kind: 'report', company_id: company.id },
      { kind: 'signal', company_id: company.id },
    ]);
  });

  it("puts people's reports first, however many older signals wait, with paging and counts", async () => {
    const busy = await createCompany(owner, { name: 'Burst Outfitters' });
    const signalled = await flagged(busy.id, 30, 'burst', 72);
    const quiet = await createCompany(owner, { name: 'Quiet Lamps' });
    const personal = await reported(quiet.id, 'personal_information', 'Her address is 4 Elm Street');

    const first = await queue('?limit=5');
    // The report came in after every signal: oldest first, it would be item 32.
    const reportedItems = first.items.filter((i) => i.reportCount > 0);
    expect(first.items.slice(0, reportedItems.length)).toEqual(reportedItems);
    expect(first.items.map((i) => i.review.id)).toContain(personal);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(first.counts.all);
    expect(first.counts).toMatchObject({ reports: 2, signals: 31 });
    expect(first.counts.all).toBe(33);
    expect(first.counts.byReason).toEqual({ advertising: 1, personal_information: 1 });
    expect(first.counts.bySignal).toEqual({ burst: 31 });

    // The people's reports alone, and a reason.
    const people = await queue('?source=reports');
    expect(people.items.map((i) => i.reportCount > 0)).toEqual([true, true]);
    expect(people.total).toBe(2);
    const byReason = await queue('?reason=personal_information');
    expect(byReason.items.map((i) => i.review.id)).toEqual([personal]);
    expect(byReason.total).toBe(1);

    // The signals alone, by kind, paged: every page a slice of one order, the total on each.
    const signals = await queue('?source=signals&signal=burst&limit=20');
    expect(signals.total).toBe(31);
    const next = await queue('?source=signals&signal=burst&limit=20&offset=20');
    expect(next.items).toHaveLength(11);
    const seen = [...signals.items, ...next.items].map((i) => i.review.id);
    expect(new Set(seen).size).toBe(31);
    expect(seen).toEqual(expect.arrayContaining(signalled));
    expect((await queue('?signal=near_duplicate')).total).toBe(0);
    // Past the end: no items, the total still told.
    const past = await queue('?source=signals&limit=20&offset=40');
    expect(past).toMatchObject({ items: [], total: 31 });

    // One company's view: its items, counts and clusters; each item says how many its company has.
    const view = await queue(`?companyId=${busy.id}&limit=100`);
    expect(view.company).toEqual({ id: busy.id, name: 'Burst Outfitters' });
    expect(view.total).toBe(30);
    expect(view.counts).toMatchObject({ all: 30, reports: 0, signals: 30, bySignal: { burst: 30 } });
    expect(view.clusters).toEqual([{ signal: 'burst', label: 'Burst of reviews', count: 30, firstRaisedAt: expect.any(String), lastRaisedAt: expect.any(String) }]);
    expect(view.items.every((i) => i.companyQueued === 30 && i.review.company?.id === busy.id)).toBe(true);
    expect(byReason.items[0].companyQueued).toBe(1);

    expectError(await moderator.agent.get('/api/admin/reports?source=robots'), 400, /Source must be/);
    expectError(await moderator.agent.get('/api/admin/reports?signal=gossip'), 400, /Signal must be one of/);
    expectError(await moderator.agent.get('/api/admin/reports?companyId=nope'), 400, /company id/);
    expectError(await moderator.agent.get(`/api/admin/reports?companyId=00000000-0000-4000-8000-000000000000`), 404);
  });

  it('finds the companies with queued reviews by name, those with reports first', async () => {
    const res = await moderator.agent.get('/api/admin/reports/companies');
    expect(res.status).toBe(200);
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names.indexOf('Quiet Lamps')).toBeLessThan(names.indexOf('Burst Outfitters'));
    expect(res.body.find((c: { name: string }) => c.name === 'Burst Outfitters')).toMatchObject({ queued: 30, reported: 0 });
    const found = await moderator.agent.get('/api/admin/reports/companies?search=burst%20OUT');
    expect(found.body).toEqual([{ id: expect.any(String), name: 'Burst Outfitters', queued: 30, reported: 0 }]);
    expect((await moderator.agent.get('/api/admin/reports/companies?search=%25')).body).toEqual([]);
  });

  it("dismisses one company's cluster in one audited decision, leaving its other signals, reports and the moderator's own review open", async () => {
    const company = await createCompany(owner);
    const cluster = await flagged(company.id, 12, 'new_account_cluster', 30);
    // One of them also copies text: that signal stays.
    await t.db.query(`INSERT INTO review_signals (review_id, signal) VALUES ($1, 'near_duplicate')`, [cluster[0]]);
    // The moderator wrote one of the reviews: another moderator decides that one.
    const mine = await moderator.agent.post('/api/reviews', { companyId: company.id, rating: 5, title: 'Mine', content: 'A review the moderator wrote.' });
    await t.db.query(`INSERT INTO review_signals (review_id, signal) VALUES ($1, 'new_account_cluster')`, [mine.body.id]);
    const other = await createCompany(owner);
    const elsewhere = await flagged(other.id, 2, 'new_account_cluster');

    const res = await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'new_account_cluster', facts: FACTS, raisedUpTo: new Date().toISOString() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'dismiss_signals', decision_facts: FACTS, source_type: 'SOURCE_VOLUNTARY', automated_detection: true, dismissed: 12, leftForOthers: 1 });

    const entries = await t.db.query(`SELECT id::text, target_type, target_id, details FROM audit_log WHERE action = 'dismiss_signals'`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: res.body.id, target_type: 'company', target_id: company.id, details: { signal: 'new_account_cluster', count: 12, leftForOthers: 1 } });
    expect([...entries[0].details.reviewIds].sort()).toEqual([...cluster].sort());

    const states = await t.db.query(`SELECT review_id, signal, status, decision_id::text FROM review_signals WHERE company_id = $1 OR company_id = $2`, [company.id, other.id]);
    const of = (id: string, signal = 'new_account_cluster') => states.find((s: { review_id: string; signal: string }) => s.review_id === id && s.signal === signal);
    for (const id of cluster) expect(of(id)).toMatchObject({ status: 'dismissed', decision_id: res.body.id });
    expect(of(cluster[0], 'near_duplicate')).toMatchObject({ status: 'open' });
    expect(of(mine.body.id)).toMatchObject({ status: 'open' });
    for (const id of elsewhere) expect(of(id)).toMatchObject({ status: 'open' });
    // The flags follow: only the review with another open signal stays flagged.
    const flags = await t.db.query(`SELECT id, flagged FROM reviews WHERE id = ANY($1::uuid[])`, [cluster]);
    expect(flags.filter((f: { flagged: boolean }) => f.flagged).map((f: { id: string }) => f.id)).toEqual([cluster[0]]);

    // Nothing left of that kind but the moderator's own: refused; an unknown kind or company: said so.
    expectError(await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'new_account_cluster', facts: FACTS, raisedUpTo: new Date().toISOString() }), 403, /your own review/);
    expectError(await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst', facts: FACTS, raisedUpTo: new Date().toISOString() }), 404, /no open signals/);
    // A decision covers what the moderator saw: without the time of the newest signal seen, none.
    expectError(await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst', facts: FACTS }), 400, /raisedUpTo/i);
    expectError(await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'gossip', facts: FACTS }), 400, /Signal must be one of/);
    expectError(await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst' }), 400, /facts and circumstances/);
    expectError(await t.agent().post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst', facts: FACTS }), 401);
    expectError(await owner.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst', facts: FACTS }), 403);
  });

  it('dismisses only the signals raised up to the time the moderator looked', async () => {
    const company = await createCompany(owner);
    const seen = await flagged(company.id, 3, 'burst', 10);
    // What the moderator saw: the cluster's newest signal, in milliseconds (the database keeps microseconds).
    const [cluster] = (await queue(`?companyId=${company.id}`)).clusters;
    expect(cluster).toMatchObject({ signal: 'burst', count: 3 });
    const later = await flagged(company.id, 2, 'burst', 1);
    const res = await moderator.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst', facts: FACTS, raisedUpTo: cluster.lastRaisedAt });
    expect(res.body).toMatchObject({ dismissed: 3 });
    const open = await t.db.query(`SELECT review_id FROM review_signals WHERE company_id = $1 AND status = 'open'`, [company.id]);
    expect(open.map((r: { review_id: string }) => r.review_id).sort()).toEqual([...later].sort());
    expect(seen).toHaveLength(3);
  });

  it('lists hidden reviews newest hidden first, with the decision that hid them, by company; restoring takes one off', async () => {
    const company = await createCompany(owner, { name: 'Hidden Harbour' });
    const first = await reported(company.id, 'offensive', 'First hidden');
    const second = await reported(company.id, 'fake', 'Second hidden');
    const hide = (id: string, reason: string) => moderator.agent.post(`/api/admin/reviews/${id}/hide`, { reason, facts: 'The review breaks the guidelines plainly.' });
    expect((await hide(first, 'offensive')).status).toBe(200);
    expect((await hide(second, 'fake')).status).toBe(200);

    const res = await moderator.agent.get(`/api/admin/hidden-reviews?companyId=${company.id}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((i: { review: { id: string } }) => i.review.id)).toEqual([second, first]);
    expect(res.body.items[0]).toMatchObject({
      reasonLabel: 'Fake or not based on a real experience',
      decidedBy: `${moderator.user.firstName} ${moderator.user.lastName}`,
      decidedById: moderator.user.id,
      appeal: 'none',
      hiddenAt: expect.any(String),
      decision: { action: 'hide_review', decision_facts: 'The review breaks the guidelines plainly.', category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD' },
      review: { title: 'Second hidden', company: { id: company.id, name: 'Hidden Harbour' } },
    });
    const all = await moderator.agent.get('/api/admin/hidden-reviews?limit=1');
    expect(all.body.items).toHaveLength(1);
    expect(all.body.total).toBeGreaterThanOrEqual(2);

    expect((await moderator.agent.post(`/api/admin/reviews/${second}/restore`, { facts: 'The reviewer showed the order.' })).status).toBe(200);
    const after = await moderator.agent.get(`/api/admin/hidden-reviews?companyId=${company.id}`);
    expect(after.body).toMatchObject({ total: 1, items: [{ review: { id: first } }] });
    expectError(await t.agent().get('/api/admin/hidden-reviews'), 401);
    expectError(await owner.agent.get('/api/admin/hidden-reviews'), 403);
  });

  it('names each audit entry’s target: a review by its title and company, a company, a user by email', async () => {
    const page = (await admin.agent.get('/api/admin/audit?limit=100')).body;
    const restored = page.entries.find((e: { action: string }) => e.action === 'restore_review');
    expect(restored.target).toEqual({ label: 'Second hidden', reviewId: restored.targetId, companyId: expect.any(String), companyName: 'Hidden Harbour', email: null, reviewHidden: false });
    const hid = page.entries.find((e: { action: string; target: { label: string } }) => e.action === 'hide_review' && e.target.label === 'First hidden');
    expect(hid.target).toMatchObject({ reviewHidden: true, companyName: 'Hidden Harbour' });
    const dismissal = page.entries.find((e: { action: string }) => e.action === 'dismiss_signals');
    expect(dismissal.target).toMatchObject({ label: expect.stringMatching(/^Company /), companyId: dismissal.targetId, reviewId: null });

    const user = await registerUser(t);
    expect((await admin.agent.post(`/api/admin/users/${user.user.id}/suspend`, { facts: 'Spam from this account.' })).status).toBe(200);
    const [suspended] = (await admin.agent.get('/api/admin/audit?action=suspend_user')).body.entries;
    expect(suspended.target).toEqual({ label: `${user.user.firstName} ${user.user.lastName}`, reviewId: null, companyId: null, companyName: null, email: user.user.email, reviewHidden: null });
  });
});
