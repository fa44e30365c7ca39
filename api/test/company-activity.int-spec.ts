// A company's activity on its page (GET /api/companies/{id} `activity`): its claim, its invited
// reviews, its replies to negative reviews and how fast, and the reviews moderators removed, over
// the last 12 months, from rows the reviews trigger keeps (migration 1767420000000), read in one
// statement whatever the number of reviews.
import { CompaniesService } from '../src/modules/companies/index.js';
import { businessApi, type Owner } from './support/business-api.js';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

describe('company activity', () => {
  let t: TestApp;
  let moderator: TestUser;
  const { owner } = businessApi(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    moderator = await registerStaff(t);
  });
  afterAll(() => t.close());

  async function review(companyId: string, rating: number, opts: { invited?: boolean; hoursAgo?: number; monthsAgo?: number } = {}): Promise<string> {
    const author = await registerUser(t, { verified: true });
    const res = await author.agent.post('/api/reviews', { companyId, rating, title: `A ${rating}-star visit`, content: 'Here is what happened when I ordered from them.' });
    expect(res.status).toBe(201);
    // Whoever writes, the trigger follows: an invited review and an older one, set as the demo seed sets them.
    if (opts.invited) await t.db.query(`UPDATE reviews SET invited = true, verified = true WHERE id = $1`, [res.body.id]);
    if (opts.hoursAgo) await t.db.query(`UPDATE reviews SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [res.body.id, opts.hoursAgo]);
    if (opts.monthsAgo) await t.db.query(`UPDATE reviews SET created_at = now() - make_interval(months => $2) WHERE id = $1`, [res.body.id, opts.monthsAgo]);
    return res.body.id;
  }

  const activity = async (companyId: string) => {
    const res = await t.agent().get(`/api/companies/${companyId}`);
    expect(res.status).toBe(200);
    return res.body.activity;
  };
  const reply = (o: Owner, reviewId: string) => o.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'We are sorry, and have written to you.' });
  const hide = (reviewId: string, reason: string) =>
    moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason, facts: 'The review breaches the guidelines on this point.' });

  it('says plainly that an unclaimed company with no reviews has no activity: zeros, and no percentage of nothing', async () => {
    const lister = await registerUser(t, { verified: true });
    const company = await createCompany(lister);
    const a = await activity(company.id);
    expect(a).toEqual({
      since: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      claimedSince: null,
      reviews: { total: 0, invited: 0, invitedPercent: null },
      negativeReviews: { total: 0, replied: 0, repliedPercent: null, typicalReplyWait: null },
      removedReviews: { total: 0, byRating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, byReason: [] },
    });
  });

  it('gives the date the verified claim was approved', async () => {
    const o = await owner();
    const [claim] = await t.db.query(`SELECT decided_at AS "decidedAt" FROM company_claims WHERE id = $1`, [o.claimId]);
    expect((await activity(o.companyId)).claimedSince).toBe(claim.decidedAt.toISOString());
  });

  it('counts the share of the last 12 months’ reviews that came invited, leaving out older ones', async () => {
    const o = await owner();
    await review(o.companyId, 5, { invited: true });
    await review(o.companyId, 4);
    await review(o.companyId, 3);
    await review(o.companyId, 5, { invited: true, monthsAgo: 13 });
    expect((await activity(o.companyId)).reviews).toEqual({ total: 3, invited: 1, invitedPercent: 33 });
  });

  it('moves the replied share of negative reviews with a reply, and names the median wait', async () => {
    const o = await owner();
    const oneStar = await review(o.companyId, 1, { hoursAgo: 36 });
    const twoStar = await review(o.companyId, 2);
    const fiveStar = await review(o.companyId, 5);
    expect((await activity(o.companyId)).negativeReviews).toEqual({ total: 2, replied: 0, repliedPercent: 0, typicalReplyWait: null });

    expect((await reply(o, fiveStar)).status).toBe(200);
    expect((await activity(o.companyId)).negativeReviews.replied).toBe(0);

    expect((await reply(o, oneStar)).status).toBe(200);
    expect((await activity(o.companyId)).negativeReviews).toEqual({ total: 2, replied: 1, repliedPercent: 50, typicalReplyWait: '2_days' });

    expect((await reply(o, twoStar)).status).toBe(200);
    // Two waits, 36 hours and a moment: the median falls in the first of them.
    expect((await activity(o.companyId)).negativeReviews).toEqual({ total: 2, replied: 2, repliedPercent: 100, typicalReplyWait: 'hour' });

    expect((await o.agent.delete(`/api/business/reviews/${twoStar}/reply`)).status).toBe(204);
    expect((await activity(o.companyId)).negativeReviews).toEqual({ total: 2, replied: 1, repliedPercent: 50, typicalReplyWait: '2_days' });
  });

  it('counts a reply a moderator hid as no reply', async () => {
    const o = await owner();
    const oneStar = await review(o.companyId, 1);
    await reply(o, oneStar);
    const res = await moderator.agent.post(`/api/admin/reviews/${oneStar}/hide-reply`, { reason: 'offensive', facts: 'The reply insults the reviewer.' });
    expect(res.status).toBe(200);
    expect((await activity(o.companyId)).negativeReviews.replied).toBe(0);
  });

  it('counts reviews a moderator hid, by reason and star, until they are restored', async () => {
    const o = await owner();
    const oneStar = await review(o.companyId, 1);
    const fiveStar = await review(o.companyId, 5);
    const other = await review(o.companyId, 2);
    expect((await hide(oneStar, 'fake')).status).toBe(200);
    expect((await hide(fiveStar, 'fake')).status).toBe(200);
    expect((await hide(other, 'offensive')).status).toBe(200);
    let a = await activity(o.companyId);
    expect(a.removedReviews).toEqual({
      total: 3,
      byRating: { 1: 1, 2: 1, 3: 0, 4: 0, 5: 1 },
      byReason: [
        { reason: 'fake', count: 2, byRating: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 } },
        { reason: 'offensive', count: 1, byRating: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } },
      ],
    });
    // Hidden reviews leave the other figures.
    expect(a.reviews.total).toBe(0);
    expect(a.negativeReviews.total).toBe(0);

    expect((await moderator.agent.post(`/api/admin/reviews/${fiveStar}/restore`, { facts: 'On a second look the review is genuine.' })).status).toBe(200);
    a = await activity(o.companyId);
    expect(a.removedReviews.total).toBe(2);
    expect(a.removedReviews.byReason[0]).toEqual({ reason: 'fake', count: 1, byRating: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(a.reviews.total).toBe(1);
  });

  it('rolls its 12-month window with the clock, with no write', async () => {
    const o = await owner();
    const hidden = await review(o.companyId, 1);
    await hide(hidden, 'advertising');
    await review(o.companyId, 2, { invited: true });
    const companies = t.app.get(CompaniesService);
    const now = new Date();
    const inMonths = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 15));
    const eleven = await companies.activity(o.companyId, inMonths(11));
    expect(eleven.reviews.total).toBe(1);
    expect(eleven.removedReviews.total).toBe(1);
    const twelve = await companies.activity(o.companyId, inMonths(12));
    expect(twelve.since).toBe(inMonths(1).toISOString().slice(0, 8) + '01');
    expect(twelve.reviews).toEqual({ total: 0, invited: 0, invitedPercent: null });
    expect(twelve.negativeReviews.total).toBe(0);
    expect(twelve.removedReviews.total).toBe(0);
  });

  it('answers a new figure after a reply, a hide or a claim, though the page is kept in memory', async () => {
    const lister = await registerUser(t, { verified: true });
    const company = await createCompany(lister);
    const oneStar = await review(company.id, 1);
    expect((await activity(company.id)).removedReviews.total).toBe(0);
    await hide(oneStar, 'other');
    expect((await activity(company.id)).removedReviews.total).toBe(1);

    const o = await owner();
    const r = await review(o.companyId, 2);
    expect((await activity(o.companyId)).negativeReviews.replied).toBe(0);
    await reply(o, r);
    expect((await activity(o.companyId)).negativeReviews.replied).toBe(1);

    // A claim that ends.
    await t.db.query(`UPDATE company_claims SET status = 'revoked', verification = NULL WHERE id = $1`, [o.claimId]);
    expect((await activity(o.companyId)).claimedSince).toBeNull();
  });

  it('gives what a count from scratch gives, whatever the order of writes', async () => {
    const snapshot = () =>
      t.db.query(
        `SELECT 'a' AS t, company_id::text, month::text, NULL AS k, review_count, invited_count, negative_count, negative_replied_count FROM company_activity_months WHERE review_count > 0
         UNION ALL SELECT 'w', company_id::text, month::text, wait_bucket::text, review_count, 0, 0, 0 FROM company_reply_wait_months WHERE review_count > 0
         UNION ALL SELECT 'x', company_id::text, month::text, reason || rating, review_count, 0, 0, 0 FROM company_removed_review_months WHERE review_count > 0
         ORDER BY 1, 2, 3, 4`,
      );
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(5);
    await t.db.query(`SELECT company_activity_recount(array_agg(id)) FROM companies`);
    expect(await snapshot()).toEqual(kept);
  });

  it('reads the same statements for a company of 3 reviews as for one of 300, and never the reviews table', async () => {
    const small = await owner();
    for (const rating of [1, 3, 5]) await review(small.companyId, rating);
    const large = await owner();
    await t.db.query(
      `WITH authors AS (
         INSERT INTO users (email, first_name, last_name, email_verified_at)
         SELECT 'bulk-' || gen_random_uuid() || '@example.com', 'Casey', 'Reviewer', now() FROM generate_series(1, 300) RETURNING id
       )
       INSERT INTO reviews (company_id, user_id, rating, title, content, invited, created_at, updated_at, reply_content, reply_created_at, reply_updated_at)
       SELECT $1, id, 1 + (row_number() OVER ()) % 5, 'A visit', 'Here is what happened when I ordered from them.', random() < 0.3,
              now() - make_interval(days => ((row_number() OVER ()) % 300)::int), now(),
              'Thank you', now(), now()
         FROM authors`,
      [large.companyId],
    );
    const statements = async (companyId: string) => {
      const seen: string[] = [];
      const original = t.db.query;
      // Only the request's statements about this company: the app's background jobs (the webhook
      // worker's claim, the highlights' reader) run statements of their own meanwhile.
      t.db.query = ((sql: string, params?: unknown[]) => {
        if (params?.includes(companyId)) seen.push(sql);
        return original.call(t.db, sql, params);
      }) as typeof t.db.query;
      try {
        // A fresh read each time (a query string is never kept in memory).
        const res = await t.agent().get(`/api/companies/${companyId}?limit=20`);
        expect(res.status).toBe(200);
      } finally {
        t.db.query = original;
      }
      return seen;
    };
    const all = await statements(small.companyId);
    expect(all.length).toBeGreaterThan(1);
    expect(await statements(large.companyId)).toEqual(all);
    const a = all.filter((sql) => sql.includes('company_activity_months'));
    expect(a).toHaveLength(1);
    expect((await activity(large.companyId)).reviews.total).toBe(300);

    // And PostgreSQL's plan for it scans only the kept rows' primary keys.
    const [plan] = await t.db.query(`EXPLAIN (FORMAT JSON) ${a[0]}`, [large.companyId, '2000-01-01']);
    const relations = JSON.stringify(plan['QUERY PLAN']).match(/"Relation Name":"[a-z_]+"/g) ?? [];
    expect(new Set(relations.map((r) => r.split(':')[1].replaceAll('"', '')))).toEqual(
      new Set(['company_claims', 'company_activity_months', 'company_reply_wait_months', 'company_removed_review_months']),
    );
  });
});
