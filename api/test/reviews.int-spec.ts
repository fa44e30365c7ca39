// Reviews: writing, editing, deleting, listing, and the company aggregates they keep exact.
import { randomUUID } from 'node:crypto';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';
import { expectError } from './support/expect-error.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_RE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const MALFORMED_IDS = ['abc', "1'; drop table reviews", '42', `${randomUUID()}0`];

type Stars = [number, number, number, number, number];

/** One digit after the point, half up, computed from the ratings themselves. */
function average(ratings: number[]): string {
  if (ratings.length === 0) return '0.0';
  const sum = ratings.reduce((a, b) => a + b, 0);
  return (Math.round((sum * 10) / ratings.length) / 10).toFixed(1);
}

function distributionOf(ratings: number[]): Record<string, number> {
  const d: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of ratings) d[String(r)] += 1;
  return d;
}

describe('reviews', () => {
  let t: TestApp;
  let owner: TestUser;
  let jane: TestUser; // verified, writes the reference review
  let unverified: TestUser;
  let stranger: TestUser;
  let companyA: any;
  let companyB: any;
  let companyC: any;

  const reviewBody = (companyId: string, overrides: Record<string, unknown> = {}) => ({
    companyId,
    rating: 4,
    title: 'Solid service',
    content: 'They did what they promised, on time.',
    ...overrides,
  });

  async function writeReview(user: TestUser, companyId: string, rating: number, extra: Record<string, unknown> = {}): Promise<any> {
    const res = await user.agent.post('/api/reviews', reviewBody(companyId, { rating, ...extra }));
    if (res.status !== 201) throw new Error(`review failed: ${res.status} ${res.text}`);
    return res.body;
  }

  const reviewsOf = async (userId: string) =>
    (await t.db.query(`SELECT id, company_id, rating FROM reviews WHERE user_id = $1`, [userId])) as { id: string; company_id: string; rating: number }[];

  /** The company's kept aggregates must equal what the surviving review rows say, for every company. */
  async function expectAggregatesMatchRows(): Promise<void> {
    const rows = await t.db.query(`
      SELECT c.id,
             c.review_count AS kept_count, c.rating_sum::int AS kept_sum,
             ARRAY[c.rating_1, c.rating_2, c.rating_3, c.rating_4, c.rating_5] AS kept_stars,
             coalesce(r.n, 0)::int AS count, coalesce(r.s, 0)::int AS sum,
             ARRAY[coalesce(r.s1, 0), coalesce(r.s2, 0), coalesce(r.s3, 0), coalesce(r.s4, 0), coalesce(r.s5, 0)]::int[] AS stars
      FROM companies c
      LEFT JOIN (
        SELECT company_id, count(*) AS n, sum(rating) AS s,
               count(*) FILTER (WHERE rating = 1) AS s1, count(*) FILTER (WHERE rating = 2) AS s2,
               count(*) FILTER (WHERE rating = 3) AS s3, count(*) FILTER (WHERE rating = 4) AS s4,
               count(*) FILTER (WHERE rating = 5) AS s5
        FROM reviews GROUP BY company_id
      ) r ON r.company_id = c.id`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect({ id: row.id, count: row.kept_count, sum: row.kept_sum, stars: row.kept_stars }).toEqual({
        id: row.id,
        count: row.count,
        sum: row.sum,
        stars: row.stars,
      });
    }
  }

  /** The company as the API answers it must match the given surviving ratings. */
  async function expectCompanyMatches(companyId: string, ratings: number[]): Promise<void> {
    const res = await t.agent().get(`/api/companies/${companyId}`);
    expect(res.status).toBe(200);
    expect({
      totalReviews: res.body.totalReviews,
      averageRating: res.body.averageRating,
      ratingDistribution: res.body.ratingDistribution,
    }).toEqual({ totalReviews: ratings.length, averageRating: average(ratings), ratingDistribution: distributionOf(ratings) });
  }

  beforeAll(async () => {
    t = await createTestApp();
    [owner, jane, unverified, stranger] = await Promise.all([
      registerUser(t, { verified: true }),
      registerUser(t, { verified: true, firstName: 'Jane' }),
      registerUser(t, { firstName: 'Uma' }),
      registerUser(t, { verified: true }),
    ]);
    companyA = await createCompany(owner, { name: 'Acme Reviews Target', category: 'Retail' });
    companyB = await createCompany(owner, { name: 'Bravo Reviews Target', category: 'Retail' });
    companyC = await createCompany(owner, { name: 'Charlie Reviews Target', category: 'Retail' });
  });

  afterAll(() => t.close());

  describe('POST /api/reviews', () => {
    it('answers 401 when signed out', async () => {
      expectError(await t.agent().post('/api/reviews', reviewBody(companyA.id)), 401);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM reviews WHERE company_id = $1`, [companyA.id]);
      expect(n).toBe(0);
    });

    it.each<[string, Record<string, unknown>, RegExp]>([
      ['rating 0', { rating: 0 }, /rating/i],
      ['rating 6', { rating: 6 }, /rating/i],
      ['rating 2.5', { rating: 2.5 }, /rating/i],
      ['rating "5"', { rating: '5' }, /rating/i],
      ['a missing rating', { rating: undefined }, /rating/i],
      ['a title too short', { title: 'ab' }, /title/i],
      ['a title of spaces around two letters', { title: '   ab   ' }, /title/i],
      ['content too short', { content: 'Too short' }, /text|content/i],
      ['a missing content', { content: undefined }, /text|content/i],
      ['a bad topic', { topic: 'Shipping' }, /topic/i],
      ['an unknown field', { verified: true }, /Unknown field "verified"/],
      ['a malformed company id', { companyId: 'abc' }, /company/i],
      ['a NUL character in the title', { title: 'Nul \u0000 title' }, /character/i],
      ['a NUL character in the content', { content: 'Some content with a \u0000 in it.' }, /character/i],
    ])('answers 400 for %s', async (_, overrides, message) => {
      const res = await stranger.agent.post('/api/reviews', JSON.parse(JSON.stringify(reviewBody(companyA.id, overrides))));
      expectError(res, 400, message);
      expect(await reviewsOf(stranger.user.id)).toEqual([]);
    });

    it('answers 404 for an unknown company', async () => {
      expectError(await stranger.agent.post('/api/reviews', reviewBody(randomUUID())), 404, /company/i);
      expect(await reviewsOf(stranger.user.id)).toEqual([]);
    });

    it('answers 201 with the review JSON; verified because the author email is verified', async () => {
      const res = await jane.agent.post('/api/reviews', reviewBody(companyA.id, { rating: 5, topic: 'Delivery', title: '  Fast delivery  ' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID_RE),
        rating: 5,
        title: 'Fast delivery',
        content: 'They did what they promised, on time.',
        authorName: 'Jane T.',
        authorId: jane.user.id,
        createdAt: expect.stringMatching(ISO_RE),
        updatedAt: expect.stringMatching(ISO_RE),
        editedAt: null,
        earlierVersions: 0,
        companyId: companyA.id,
        company: { id: companyA.id, name: 'Acme Reviews Target' },
        helpfulCount: 0,
        notHelpfulCount: 0,
        verified: true,
        invited: false,
        origin: 'organic',
        checks: { emailConfirmed: true, experienceEvidenced: false },
        experienceDate: null,
        topic: 'Delivery',
        incentive: null,
        incentivised: false,
        connection: null,
        reply: null,
      });
      expect(Math.abs(Date.parse(res.body.createdAt) - Date.now())).toBeLessThan(60_000);
      const detail = await t.agent().get(`/api/companies/${companyA.id}`);
      expect(detail.body.reviews).toEqual([res.body]);
      expect(detail.body.totalReviews).toBe(1);
      expect(detail.body.averageRating).toBe('5.0');
    });

    it('answers verified false when the author email is not verified, and topic null when none is given', async () => {
      const res = await unverified.agent.post('/api/reviews', reviewBody(companyB.id, { rating: 2 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ authorName: 'Uma T.', verified: false, topic: null, rating: 2, companyId: companyB.id });
      const [row] = await t.db.query(`SELECT verified FROM reviews WHERE id = $1`, [res.body.id]);
      expect(row.verified).toBe(false);
    });

    it('answers one 201 and otherwise 409 when one user submits the same review several times at once', async () => {
      const user = await registerUser(t, { verified: true });
      const company = await createCompany(owner, { name: 'Double Submit Target', category: 'Retail' });
      const results = await Promise.all([5, 4, 3, 2].map((rating) => user.agent.post('/api/reviews', reviewBody(company.id, { rating }))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expectError(r, 409);
      const winner = results.find((r) => r.status === 201)!.body;
      expect(await reviewsOf(user.user.id)).toEqual([{ id: winner.id, company_id: company.id, rating: winner.rating }]);
      await expectCompanyMatches(company.id, [winner.rating]);
    });

    it('answers 409 for a second review of the same company, keeping the first', async () => {
      const user = await registerUser(t, { verified: true });
      const first = await writeReview(user, companyC.id, 3);
      const before = await t.agent().get(`/api/companies/${companyC.id}`);
      expectError(await user.agent.post('/api/reviews', reviewBody(companyC.id, { rating: 1 })), 409);
      const after = await t.agent().get(`/api/companies/${companyC.id}`);
      expect(after.body.totalReviews).toBe(before.body.totalReviews);
      expect(after.body.ratingDistribution).toEqual(before.body.ratingDistribution);
      expect(await reviewsOf(user.user.id)).toEqual([{ id: first.id, company_id: companyC.id, rating: 3 }]);
      // Another company is fine.
      expect((await user.agent.post('/api/reviews', reviewBody(companyB.id, { rating: 1 }))).status).toBe(201);
      await expectAggregatesMatchRows();
    });
  });

  describe('PUT /api/reviews/:id', () => {
    let author: TestUser;
    let company: any;
    let reviewId: string;

    beforeAll(async () => {
      author = await registerUser(t, { verified: true, firstName: 'Edit' });
      company = await createCompany(owner, { name: 'Edit Target', category: 'Beauty' });
      reviewId = (await writeReview(author, company.id, 4, { title: 'Original title', content: 'Original content of the review.', topic: 'Value for Money' })).id;
    });

    it('answers 401 when signed out', async () => {
      expectError(await t.agent().put(`/api/reviews/${reviewId}`, { rating: 1 }), 401);
    });

    it('answers 403 for another user, changing nothing', async () => {
      expectError(await stranger.agent.put(`/api/reviews/${reviewId}`, { rating: 1, title: 'Hijacked title' }), 403);
      const [row] = await t.db.query(`SELECT rating, title FROM reviews WHERE id = $1`, [reviewId]);
      expect(row).toEqual({ rating: 4, title: 'Original title' });
      await expectCompanyMatches(company.id, [4]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expectError(await author.agent.put(`/api/reviews/${randomUUID()}`, { rating: 1 }), 404);
      for (const id of MALFORMED_IDS) expectError(await author.agent.put(`/api/reviews/${encodeURIComponent(id)}`, { rating: 1 }), 404);
    });

    it('answers 400 for bad fields', async () => {
      for (const body of [
        { rating: 0 },
        { rating: 4.5 },
        { rating: '3' },
        { title: 'x' },
        { content: 'short' },
        { topic: 'Nope' },
        { companyId: randomUUID() },
        { rating: 1, content: 'Edited content \u0000 with a NUL.' },
      ]) {
        expectError(await author.agent.put(`/api/reviews/${reviewId}`, body), 400);
      }
      const [row] = await t.db.query(`SELECT rating, title, content, topic FROM reviews WHERE id = $1`, [reviewId]);
      expect(row).toEqual({ rating: 4, title: 'Original title', content: 'Original content of the review.', topic: 'Value for Money' });
    });

    it('updates only the given fields and moves the aggregates', async () => {
      const rated = await author.agent.put(`/api/reviews/${reviewId}`, { rating: 2 });
      expect(rated.status).toBe(200);
      expect(rated.body).toMatchObject({
        id: reviewId,
        rating: 2,
        title: 'Original title',
        content: 'Original content of the review.',
        topic: 'Value for Money',
        authorName: 'Edit T.',
        verified: true,
        company: { id: company.id, name: 'Edit Target' },
      });
      await expectCompanyMatches(company.id, [2]);

      const titled = await author.agent.put(`/api/reviews/${reviewId}`, { title: 'A better title' });
      expect(titled.status).toBe(200);
      expect(titled.body).toMatchObject({ rating: 2, title: 'A better title', content: 'Original content of the review.', topic: 'Value for Money' });
      await expectCompanyMatches(company.id, [2]);

      const both = await author.agent.put(`/api/reviews/${reviewId}`, { content: 'Completely rewritten content.', topic: 'Customer Service', rating: 5 });
      expect(both.body).toMatchObject({ rating: 5, title: 'A better title', content: 'Completely rewritten content.', topic: 'Customer Service' });
      expect(both.body.createdAt).toBe(rated.body.createdAt);

      const untopic = await author.agent.put(`/api/reviews/${reviewId}`, { topic: null });
      expect(untopic.body).toMatchObject({ rating: 5, title: 'A better title', topic: null });

      const fetched = await t.agent().get(`/api/companies/${company.id}`);
      expect(fetched.body.reviews).toEqual([untopic.body]);
      await expectCompanyMatches(company.id, [5]);
      await expectAggregatesMatchRows();
    });
  });

  describe('DELETE /api/reviews/:id', () => {
    it('answers 401, 403 and 404 without deleting, then 204 for the author', async () => {
      const author = await registerUser(t, { verified: true });
      const company = await createCompany(owner, { name: 'Delete Target', category: 'Beauty' });
      const review = await writeReview(author, company.id, 1);
      expectError(await t.agent().delete(`/api/reviews/${review.id}`), 401);
      expectError(await stranger.agent.delete(`/api/reviews/${review.id}`), 403);
      expectError(await author.agent.delete(`/api/reviews/${randomUUID()}`), 404);
      for (const id of MALFORMED_IDS) expectError(await author.agent.delete(`/api/reviews/${encodeURIComponent(id)}`), 404);
      await expectCompanyMatches(company.id, [1]);

      const res = await author.agent.delete(`/api/reviews/${review.id}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      await expectCompanyMatches(company.id, []);
      const detail = await t.agent().get(`/api/companies/${company.id}`);
      expect(detail.body.reviews).toEqual([]);
      expect(await reviewsOf(author.user.id)).toEqual([]);
      expectError(await author.agent.delete(`/api/reviews/${review.id}`), 404);
      expectError(await author.agent.put(`/api/reviews/${review.id}`, { rating: 3 }), 404);
      // The author may review the company again once the review is gone.
      await writeReview(author, company.id, 3);
      await expectCompanyMatches(company.id, [3]);
      await expectAggregatesMatchRows();
    });
  });

  describe('GET /api/reviews/recent', () => {
    let company: any;
    let created: any[];

    beforeAll(async () => {
      company = await createCompany(owner, { name: 'Recent Target', category: 'Pharmacy' });
      const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(t, { verified: true })));
      created = [];
      for (const [i, u] of users.entries()) created.push(await writeReview(u, company.id, (i % 5) + 1));
    });

    it('answers the newest reviews first, 10 by default', async () => {
      const res = await t.agent().get('/api/reviews/recent');
      expect(res.status).toBe(200);
      expect(res.body.map((r: any) => r.id)).toEqual(created.slice(-10).reverse().map((r) => r.id));
      expect(res.body[0]).toEqual(created[created.length - 1]);
    });

    it('honours the limit', async () => {
      const three = await t.agent().get('/api/reviews/recent?limit=3');
      expect(three.body.map((r: any) => r.id)).toEqual(created.slice(-3).reverse().map((r) => r.id));
      const fifty = await t.agent().get('/api/reviews/recent?limit=50');
      expect(fifty.status).toBe(200);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM reviews`);
      expect(n).toBeGreaterThan(12);
      expect(fifty.body).toHaveLength(Math.min(n, 50));
      const times = fifty.body.map((r: any) => Date.parse(r.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('caps the limit at 50', async () => {
      for (const bad of ['51', '100', '0', '-1', 'x']) expectError(await t.agent().get(`/api/reviews/recent?limit=${bad}`), 400);
    });

    it('shows a new review first at once, and forgets a deleted one', async () => {
      const u = await registerUser(t, { verified: true });
      const review = await writeReview(u, company.id, 5);
      const after = await t.agent().get('/api/reviews/recent?limit=1');
      expect(after.body.map((r: any) => r.id)).toEqual([review.id]);
      expect((await u.agent.delete(`/api/reviews/${review.id}`)).status).toBe(204);
      const gone = await t.agent().get('/api/reviews/recent?limit=50');
      expect(gone.body.map((r: any) => r.id)).not.toContain(review.id);
    });
  });

  describe('GET /api/reviews/:id', () => {
    it('answers a published review as its company page lists it, and 404 once hidden, deleted, unknown or malformed', async () => {
      const author = await registerUser(t, { verified: true, firstName: 'Linked' });
      const company = await createCompany(owner, { name: 'Linked Review Target', category: 'Books' });
      const written = await writeReview(author, company.id, 5, { title: 'Worth a link', content: 'A review a webhook points to.' });
      const res = await t.agent().get(`/api/reviews/${written.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(written);
      const page = await t.agent().get(`/api/companies/${company.id}`);
      expect(page.body.reviews).toEqual([res.body]);

      const moderator = await registerStaff(t);
      expect((await moderator.agent.post(`/api/admin/reviews/${written.id}/hide`, { reason: 'fake', facts: 'No sign the author was ever a customer.' })).status).toBe(200);
      expectError(await t.agent().get(`/api/reviews/${written.id}`), 404);
      // Gone, as the aggregate checks below expect of a hidden review.
      expect((await author.agent.delete(`/api/reviews/${written.id}`)).status).toBe(204);

      const other = await writeReview(stranger, company.id, 2);
      expect((await stranger.agent.delete(`/api/reviews/${other.id}`)).status).toBe(204);
      expectError(await t.agent().get(`/api/reviews/${other.id}`), 404);
      expectError(await t.agent().get(`/api/reviews/${randomUUID()}`), 404);
      for (const id of MALFORMED_IDS) expectError(await t.agent().get(`/api/reviews/${encodeURIComponent(id)}`), 404);
    });
  });

  describe('GET /api/reviews/user/:userId', () => {
    it("answers the user's reviews, newest first", async () => {
      const author = await registerUser(t, { verified: true, firstName: 'Prolific' });
      const companies = await Promise.all([1, 2, 3].map((i) => createCompany(owner, { name: `Profile Target ${i}`, category: 'Books' })));
      const written = [];
      for (const [i, c] of companies.entries()) written.push(await writeReview(author, c.id, i + 2));
      const other = await registerUser(t, { verified: true });
      await writeReview(other, companies[0].id, 1);

      const res = await t.agent().get(`/api/reviews/user/${author.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([...written].reverse());
      expect(res.body.every((r: any) => r.authorId === author.user.id && r.authorName === 'Prolific T.')).toBe(true);
    });

    it('answers an empty list for a user without reviews', async () => {
      const quiet = await registerUser(t);
      const res = await t.agent().get(`/api/reviews/user/${quiet.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('answers 404 for an unknown or malformed user id', async () => {
      expectError(await t.agent().get(`/api/reviews/user/${randomUUID()}`), 404);
      for (const id of MALFORMED_IDS) expectError(await t.agent().get(`/api/reviews/user/${encodeURIComponent(id)}`), 404);
    });
  });

  describe('company aggregates', () => {
    it('equal the surviving reviews after creates, rating edits and deletes by many users', async () => {
      const company = await createCompany(owner, { name: 'Aggregate Target', category: 'Banking' });
      const users = await Promise.all(Array.from({ length: 16 }, () => registerUser(t, { verified: true })));
      const live = new Map<number, { id: string; rating: number }>(); // by user index

      // Round 1: everyone writes, one after another.
      for (const [i, u] of users.entries()) {
        const rating = (i % 5) + 1;
        live.set(i, { id: (await writeReview(u, company.id, rating)).id, rating });
      }
      await expectCompanyMatches(company.id, [...live.values()].map((r) => r.rating));

      // Round 2: sequential edits and deletes, including no-op edits and title-only edits.
      const step = async (i: number, action: 'delete' | number | 'title') => {
        const u = users[i];
        const r = live.get(i)!;
        if (action === 'delete') {
          expect((await u.agent.delete(`/api/reviews/${r.id}`)).status).toBe(204);
          live.delete(i);
        } else if (action === 'title') {
          expect((await u.agent.put(`/api/reviews/${r.id}`, { title: 'Only the title changes' })).status).toBe(200);
        } else {
          const res = await u.agent.put(`/api/reviews/${r.id}`, { rating: action });
          expect(res.status).toBe(200);
          expect(res.body.rating).toBe(action);
          r.rating = action;
        }
      };
      await step(0, 5);
      await step(1, 1);
      await step(2, 'delete');
      await step(3, 4); // 4 -> 4: no change
      await step(4, 'title');
      await step(5, 'delete');
      await step(6, 2);
      await step(6, 5);
      await expectCompanyMatches(company.id, [...live.values()].map((r) => r.rating));
      await expectAggregatesMatchRows();

      // Round 3: the same kinds of writes at once, each user on their own review.
      const ops: Promise<void>[] = [];
      for (let i = 7; i < 16; i++) {
        if (i % 3 === 0) ops.push(step(i, 'delete'));
        else ops.push(step(i, ((i * 7) % 5) + 1));
      }
      // A deleted author writes again meanwhile, and someone else edits a stranger's review in vain.
      ops.push(
        (async () => {
          const rating = 2;
          live.set(2, { id: (await writeReview(users[2], company.id, rating)).id, rating });
        })(),
      );
      ops.push(
        (async () => {
          expectError(await users[0].agent.put(`/api/reviews/${live.get(1)!.id}`, { rating: 3 }), 403);
        })(),
      );
      await Promise.all(ops);

      const survivors = [...live.values()].map((r) => r.rating);
      expect(survivors.length).toBe(16 - 2 - 3 + 1); // users 2 and 5 deleted, 9, 12, 15 deleted, 2 wrote again
      await expectCompanyMatches(company.id, survivors);
      const rows: { rating: number }[] = await t.db.query(`SELECT rating FROM reviews WHERE company_id = $1`, [company.id]);
      expect(rows.map((r) => r.rating).sort()).toEqual([...survivors].sort());
      // The API's own review list agrees with the aggregates.
      const detail = await t.agent().get(`/api/companies/${company.id}?offset=0&limit=100`);
      expect(detail.body.reviews.map((r: any) => r.rating).sort()).toEqual([...survivors].sort());
      await expectAggregatesMatchRows();

      const stars: Stars = [0, 0, 0, 0, 0];
      for (const r of survivors) stars[r - 1]++;
      const [kept] = await t.db.query(
        `SELECT review_count, rating_sum::int AS rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5 FROM companies WHERE id = $1`,
        [company.id],
      );
      expect(kept).toEqual({
        review_count: survivors.length,
        rating_sum: survivors.reduce((a, b) => a + b, 0),
        rating_1: stars[0],
        rating_2: stars[1],
        rating_3: stars[2],
        rating_4: stars[3],
        rating_5: stars[4],
      });
    });

    it('stay exact when 20 users review one company at once', async () => {
      const company = await createCompany(owner, { name: 'Rush Target', category: 'Banking' });
      const users = await Promise.all(Array.from({ length: 20 }, () => registerUser(t, { verified: true })));
      const ratings = users.map((_, i) => [5, 4, 1, 3, 5, 2, 4][i % 7]);
      const results = await Promise.all(users.map((u, i) => u.agent.post('/api/reviews', reviewBody(company.id, { rating: ratings[i] }))));
      expect(results.map((r) => r.status)).toEqual(users.map(() => 201));
      await expectCompanyMatches(company.id, ratings);
      await expectAggregatesMatchRows();

      // And at once again: half of them delete while the other half change their rating.
      const live = [...ratings];
      const second = await Promise.all(
        users.map((u, i) => {
          const id = results[i].body.id;
          if (i % 2 === 0) {
            live[i] = 0;
            return u.agent.delete(`/api/reviews/${id}`);
          }
          live[i] = 6 - ratings[i];
          return u.agent.put(`/api/reviews/${id}`, { rating: live[i] });
        }),
      );
      expect(second.map((r) => r.status)).toEqual(users.map((_, i) => (i % 2 === 0 ? 204 : 200)));
      await expectCompanyMatches(company.id, live.filter((r) => r > 0));
      await expectAggregatesMatchRows();
    });
  });
});
