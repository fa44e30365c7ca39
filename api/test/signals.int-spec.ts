import { ReviewSignals, SIGNAL_RULES } from '../src/modules/signals/review-signals.js';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'Checked the flagged reviews against the account history.';
const LONG = 'We ordered a sofa in March and the delivery team called ahead, carried it upstairs and took the packaging away.';

describe('fake-review signals', () => {
  let t: TestApp;
  let owner: TestUser;
  let moderator: TestUser;
  // A person adds at most 20 businesses a day: this file's companies come from two.
  let owners: TestUser[];
  let added = 0;
  const anOwner = () => owners[added++ % owners.length];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t, { verified: true });
    owners = [owner, await registerUser(t, { verified: true })];
    moderator = await registerStaff(t);
  });
  afterAll(() => t.close());

  /** A user whose account is a year old, so the new-account rules leave them alone. */
  async function oldUser(ip?: string): Promise<TestUser> {
    const u = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [u.user.id]);
    if (!ip) return u;
    const agent = t.agent(ip);
    u.agent.cookies.forEach((v, k) => agent.cookies.set(k, v));
    return { ...u, agent };
  }

  async function review(by: TestUser, companyId: string, rating: number, content = `A fair experience overall with ${by.user.firstName}, nothing to add.`) {
    const res = await by.agent.post('/api/reviews', { companyId, rating, title: 'My review', content });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  async function signalsOf(reviewId: string): Promise<string[]> {
    const rows = await t.db.query(`SELECT signal FROM review_signals WHERE review_id = $1 ORDER BY signal`, [reviewId]);
    return rows.map((r: { signal: string }) => r.signal);
  }

  /** Reviews of the company by year-old seeded accounts, written `hoursAgo` hours ago each. */
  async function backfill(companyId: string, hoursAgo: number[]): Promise<void> {
    await t.db.query(
      `WITH u AS (
         INSERT INTO users (email, first_name, last_name, created_at, updated_at)
         SELECT 'backfill-' || gen_random_uuid() || '@example.com', 'Back', 'Fill', now() - interval '2 years', now() - interval '2 years'
           FROM unnest($2::float8[]) RETURNING id),
       n AS (SELECT id, row_number() OVER () AS i FROM u),
       h AS (SELECT h, row_number() OVER () AS i FROM unnest($2::float8[]) AS h)
       INSERT INTO reviews (company_id, user_id, rating, title, content, verified, created_at, updated_at)
       SELECT $1, n.id, 4, 'Earlier review', 'Earlier review ' || n.i, true, now() - make_interval(secs => h.h * 3600), now() - make_interval(secs => h.h * 3600)
         FROM n JOIN h USING (i)`,
      [companyId, hoursAgo],
    );
  }

  it('flags a burst: ten reviews in a day for a company that usually gets none, every review in it', async () => {
    const company = await createCompany(anOwner());
    await backfill(company.id, [1, 2, 3, 5, 8, 9, 12, 15, 20]);
    const ninth = await t.db.query(`SELECT id FROM reviews WHERE company_id = $1`, [company.id]);
    expect(await signalsOf(ninth[0].id)).toEqual([]);
    const tenth = await review(await oldUser(), company.id, 4);
    expect(await signalsOf(tenth)).toEqual(['burst']);
    const flagged = await t.db.query(`SELECT count(*)::int AS n FROM review_signals s JOIN reviews r ON r.id = s.review_id WHERE r.company_id = $1 AND s.signal = 'burst'`, [
      company.id,
    ]);
    expect(flagged[0].n).toBe(SIGNAL_RULES.burst.floor);
  });

  it("is no burst when a small company gets its third review, nor when a busy company has its usual day", async () => {
    const small = await createCompany(anOwner());
    await backfill(small.id, [1, 30]);
    expect(await signalsOf(await review(await oldUser(), small.id, 4))).toEqual([]);

    // 6 a day for 90 days: 12 in a day is twice the usual, under the 5 times of the rule.
    const busy = await createCompany(anOwner());
    await backfill(busy.id, [...Array.from({ length: 540 }, (_, i) => 25 + i * 4), ...Array.from({ length: 11 }, (_, i) => i + 1)]);
    expect(await signalsOf(await review(await oldUser(), busy.id, 4))).toEqual([]);
  });

  it('flags three accounts reviewing one company from one client address within 72 hours, not two', async () => {
    const company = await createCompany(anOwner());
    const ip = '198.51.100.7';
    const [a, b, c] = [await oldUser(ip), await oldUser(ip), await oldUser(ip)];
    const first = await review(a, company.id, 3);
    const second = await review(b, company.id, 3);
    expect(await signalsOf(second)).toEqual([]);
    const third = await review(c, company.id, 3);
    for (const id of [first, second, third]) expect(await signalsOf(id)).toEqual(['same_address']);
    // The same address reviewing another company is a different matter.
    expect(await signalsOf(await review(await oldUser(ip), (await createCompany(anOwner())).id, 3))).toEqual([]);
  });

  it('treats the addresses of one IPv6 /64 as one client', async () => {
    const company = await createCompany(anOwner());
    const ids = [];
    for (const ip of ['2001:db8:1:2::10', '2001:db8:1:2:aaaa::1', '2001:db8:1:2:ffff:ffff:ffff:fffe']) ids.push(await review(await oldUser(ip), company.id, 3));
    expect(await signalsOf(ids[2])).toEqual(['same_address']);
    const other = await createCompany(anOwner());
    for (const ip of ['2001:db8:1:3::10', '2001:db8:1:4::10', '2001:db8:1:5::10']) ids.push(await review(await oldUser(ip), other.id, 3));
    expect(await signalsOf(ids[5])).toEqual([]);
  });

  it('flags a cluster of new accounts reviewing one company, and a new account with an extreme rating', async () => {
    const company = await createCompany(anOwner());
    const fresh = [await registerUser(t, { verified: true }), await registerUser(t, { verified: true }), await registerUser(t, { verified: true })];
    const ids = [await review(fresh[0], company.id, 4), await review(fresh[1], company.id, 3)];
    expect(await signalsOf(ids[1])).toEqual([]);
    ids.push(await review(fresh[2], company.id, 5));
    expect(await signalsOf(ids[0])).toEqual(['new_account_cluster']);
    expect(await signalsOf(ids[2])).toEqual(['new_account_cluster', 'new_account_extreme']);

    // One new account alone: a 1-star review minutes after signing up is flagged, a 3-star one is not.
    const other = await createCompany(anOwner());
    expect(await signalsOf(await review(await registerUser(t), other.id, 1))).toEqual(['new_account_extreme']);
    expect(await signalsOf(await review(await registerUser(t), (await createCompany(anOwner())).id, 3))).toEqual([]);
  });

  it('flags near-duplicate text by another author on both reviews, along the band index', async () => {
    const [a, b, c] = [await oldUser(), await oldUser(), await oldUser()];
    const first = await review(a, (await createCompany(anOwner())).id, 5, LONG);
    const copy = await review(b, (await createCompany(anOwner())).id, 5, LONG.replace('March', 'April'));
    expect(await signalsOf(copy)).toEqual(['near_duplicate']);
    expect(await signalsOf(first)).toEqual(['near_duplicate']);
    const details = await t.db.query(`SELECT details FROM review_signals WHERE review_id = $1`, [copy]);
    expect(details[0].details.similarTo).toEqual([{ reviewId: first, similarity: expect.any(Number) }]);
    expect(details[0].details.similarTo[0].similarity).toBeGreaterThanOrEqual(SIGNAL_RULES.nearDuplicate.similarity);

    // Different words, or short common praise, are not duplicates.
    expect(await signalsOf(await review(c, (await createCompany(anOwner())).id, 5, 'The sofa arrived late and the driver left it in the hallway; customer care never called back about it.'))).toEqual([]);
    const short = 'Great service, fast delivery, friendly staff!';
    await review(await oldUser(), (await createCompany(anOwner())).id, 5, short);
    expect(await signalsOf(await review(await oldUser(), (await createCompany(anOwner())).id, 5, short))).toEqual([]);

    // An edit that copies text raises it too.
    const editor = await oldUser();
    const edited = await review(editor, (await createCompany(anOwner())).id, 4);
    expect(await signalsOf(edited)).toEqual([]);
    expect((await editor.agent.put(`/api/reviews/${edited}`, { content: LONG.replace('sofa', 'armchair') })).status).toBe(200);
    expect(await signalsOf(edited)).toEqual(['near_duplicate']);
  });

  it('names the signals on the queue item, never hides, and a decision closes them with automated detection recorded', async () => {
    const company = await createCompany(anOwner());
    const id = await review(await registerUser(t), company.id, 5);
    const publicList = (await t.agent().get(`/api/companies/${company.id}`)).body;
    expect(publicList.reviews.map((r: { id: string }) => r.id)).toContain(id);

    const queue = (await moderator.agent.get('/api/admin/reports?limit=100')).body;
    const item = queue.items.find((i: { review: { id: string } }) => i.review.id === id);
    expect(item).toMatchObject({ reportCount: 0, reasons: {}, signals: [{ signal: 'new_account_extreme', label: 'New account, extreme rating' }] });
    expect(item.signals[0].description).toMatch(/^A 5-star review written [\d.]+ minutes after the account was made\.$/);
    expect((await moderator.agent.get('/api/admin/summary')).body.flaggedReviews).toBeGreaterThanOrEqual(1);

    const hidden = await moderator.agent.post(`/api/admin/reviews/${id}/hide`, { reason: 'fake', facts: FACTS });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ automated_detection: true, automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED', source_type: 'SOURCE_VOLUNTARY' });
    expect(await t.db.query(`SELECT status FROM review_signals WHERE review_id = $1`, [id])).toEqual([{ status: 'resolved' }]);
    const after = (await moderator.agent.get('/api/admin/reports?limit=100')).body;
    expect(after.items.map((i: { review: { id: string } }) => i.review.id)).not.toContain(id);

    // Dismissing closes a flagged review's signals; a second dismissal has nothing left to close.
    const other = await review(await registerUser(t), (await createCompany(anOwner())).id, 1);
    expect((await moderator.agent.post(`/api/admin/reviews/${other}/dismiss-reports`, { facts: FACTS })).status).toBe(200);
    expect(await t.db.query(`SELECT status FROM review_signals WHERE review_id = $1`, [other])).toEqual([{ status: 'dismissed' }]);
    expect((await moderator.agent.post(`/api/admin/reviews/${other}/dismiss-reports`, { facts: FACTS })).status).toBe(409);
    const transparency = (await t.agent().get('/api/transparency')).body;
    expect(transparency.signalsRaised.new_account_extreme).toBeGreaterThanOrEqual(2);
    expect(transparency.reviewsFlagged).toBeGreaterThanOrEqual(2);
  });

  it('applies the new-account rules to invited reviews too, and measures a young company against its own days', async () => {
    // Customers invited by the business sign up and give five stars minutes later: the business chose
    // whom to invite, so the pattern counts as any other (issue 16, finding 4).
    const company = await createCompany(anOwner());
    const invitedIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const fresh = await registerUser(t, { verified: true });
      const [row] = await t.db.query(
        `INSERT INTO reviews (company_id, user_id, rating, title, content, verified, invited) VALUES ($1, $2, 5, 'Invited', 'Came through the invitation link.', true, true) RETURNING id`,
        [company.id, fresh.user.id],
      );
      invitedIds.push(row.id);
      await t.db.transaction((m) => t.app.get(ReviewSignals).evaluate(m, row.id));
    }
    for (const id of invitedIds) expect(await signalsOf(id)).toEqual(['new_account_cluster', 'new_account_extreme']);

    // Listed ten days ago, five reviews a day since: its usual day is five, so twelve today is no burst.
    const young = await createCompany(anOwner());
    await t.db.query(`UPDATE companies SET created_at = now() - interval '10 days' WHERE id = $1`, [young.id]);
    await backfill(young.id, [...Array.from({ length: 45 }, (_, i) => 26 + i * 4.6), ...Array.from({ length: 11 }, (_, i) => i + 1)]);
    expect(await signalsOf(await review(await oldUser(), young.id, 4))).toEqual([]);
  });

  it('flags an old review edited into a copy of a newer one, again after a dismissal', async () => {
    const editor = await oldUser();
    const old = await review(editor, (await createCompany(anOwner())).id, 4);
    const text = 'Booked a last-minute ferry for four people and a dog; the crossing was calm and the cabin spotless, staff were lovely.';
    const newer = await review(await oldUser(), (await createCompany(anOwner())).id, 5, text);
    expect(await signalsOf(newer)).toEqual([]);
    expect((await editor.agent.put(`/api/reviews/${old}`, { content: text.replace('four', 'five') })).status).toBe(200);
    expect(await signalsOf(old)).toEqual(['near_duplicate']);
    expect((await moderator.agent.post(`/api/admin/reviews/${old}/dismiss-reports`, { facts: FACTS })).status).toBe(200);
    // Edited again, still a copy: the flag opens again with the new figures.
    expect((await editor.agent.put(`/api/reviews/${old}`, { content: text.replace('four', 'six') })).status).toBe(200);
    expect(await t.db.query(`SELECT status FROM review_signals WHERE review_id = $1`, [old])).toEqual([{ status: 'open' }]);
  });

  it('flags a copy of a hidden review without putting the hidden one back on the queue', async () => {
    const text = 'The plumber came on a Sunday evening, found the leak behind the dishwasher within minutes and charged exactly the quoted price.';
    const original = await review(await oldUser(), (await createCompany(anOwner())).id, 5, text);
    expect(await signalsOf(original)).toEqual([]);
    expect((await moderator.agent.post(`/api/admin/reviews/${original}/hide`, { reason: 'fake', facts: FACTS })).status).toBe(200);
    const copy = await review(await oldUser(), (await createCompany(anOwner())).id, 5, text.replace('Sunday', 'Monday'));
    expect(await signalsOf(copy)).toEqual(['near_duplicate']);
    expect(await signalsOf(original)).toEqual([]);
    const queue = (await moderator.agent.get('/api/admin/reports?limit=100')).body.items.map((i: { review: { id: string } }) => i.review.id);
    expect(queue).toContain(copy);
    expect(queue).not.toContain(original);
  });

  it('keeps a keyed hash of the client address, never the address, and forgets it after 7 days', async () => {
    const id = await review(await oldUser('203.0.113.9'), (await createCompany(anOwner())).id, 3);
    const [row] = await t.db.query(`SELECT encode(client_key, 'hex') AS k FROM reviews WHERE id = $1`, [id]);
    expect(row.k).toMatch(/^[0-9a-f]{32}$/);
    expect(row.k).not.toContain(Buffer.from('203.0.113.9').toString('hex'));
    await t.db.query(`UPDATE reviews SET created_at = now() - interval '8 days' WHERE id = $1`, [id]);
    const { ClientKeyRetention } = await import('../src/modules/reviews/client-key-retention.js');
    expect(await t.app.get(ClientKeyRetention).forgetOld()).toBeGreaterThanOrEqual(1);
    expect((await t.db.query(`SELECT client_key FROM reviews WHERE id = $1`, [id]))[0].client_key).toBeNull();
  });
});
