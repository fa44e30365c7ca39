// A company's reviews filtered by rating, verified only and keywords, in five orders, over all of
// its published reviews and paged like the default list. Every answer is compared with the same
// filter and sort done here over every review written.
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';
import { expectError } from './support/expect-error.js';

interface Written {
  id: string;
  rating: number;
  verified: boolean;
  helpful: number;
  createdAt: number;
  text: string;
  topic?: string;
  hidden?: boolean;
}

const TOPICS = ['Delivery', 'Customer Service', 'Value for Money'];

type Sort = 'newest' | 'oldest' | 'highest' | 'lowest' | 'helpful';
const SORTS: Sort[] = ['newest', 'oldest', 'highest', 'lowest', 'helpful'];

const newestFirst = (a: Written, b: Written) => b.createdAt - a.createdAt || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
const COMPARE: Record<Sort, (a: Written, b: Written) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  helpful: (a, b) => b.helpful - a.helpful || newestFirst(a, b),
};

function expected(all: Written[], view: { rating?: number; verified?: boolean; word?: string; topic?: string; sort: Sort }): string[] {
  return all
    .filter((r) => !r.hidden)
    .filter((r) => view.topic === undefined || r.topic === view.topic)
    .filter((r) => view.rating === undefined || r.rating === view.rating)
    .filter((r) => !view.verified || r.verified)
    .filter((r) => view.word === undefined || r.text.split(/\W+/).includes(view.word))
    .sort(COMPARE[view.sort])
    .map((r) => r.id);
}

/**
 * Writes `n` reviews of a company straight to the database (people writing thousands of reviews
 * through the API would take minutes), with authors made the same way, then sets the company's
 * kept aggregates from its rows as every write path does.
 */
async function writeReviews(t: TestApp, companyId: string, reviews: Omit<Written, 'id'>[]): Promise<Written[]> {
  const rows: { id: string; created_at: Date }[] = [];
  // A thousand at a time: each statement stays well within the app's statement timeout.
  for (let at = 0; at < reviews.length; at += 1000) rows.push(...(await insertReviews(t, companyId, reviews.slice(at, at + 1000))));
  await t.db.query(
    `UPDATE companies c SET review_count = s.n, rating_sum = s.total, rating_1 = s.r1, rating_2 = s.r2, rating_3 = s.r3, rating_4 = s.r4, rating_5 = s.r5
       FROM (SELECT count(*)::int AS n, coalesce(sum(rating), 0) AS total,
                    count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2, count(*) FILTER (WHERE rating = 3)::int AS r3,
                    count(*) FILTER (WHERE rating = 4)::int AS r4, count(*) FILTER (WHERE rating = 5)::int AS r5
               FROM reviews WHERE company_id = $1 AND hidden_at IS NULL) s
      WHERE c.id = $1`,
    [companyId],
  );
  const byTime = new Map<number, string>(rows.map((r: { id: string; created_at: Date }) => [r.created_at.getTime(), r.id]));
  return reviews.map((r) => ({ ...r, id: byTime.get(r.createdAt)! }));
}

async function insertReviews(t: TestApp, companyId: string, reviews: Omit<Written, 'id'>[]): Promise<{ id: string; created_at: Date }[]> {
  return t.db.query(
    `WITH input AS (
       SELECT * FROM unnest($2::int[], $3::bool[], $4::int[], $5::timestamptz[], $6::text[], $7::text[]) WITH ORDINALITY AS x(rating, verified, helpful, created_at, content, topic, n)
     ), authors AS (
       INSERT INTO users (email, first_name, last_name)
       SELECT 'bulk-' || gen_random_uuid() || '@example.com', 'Bulk', 'Reviewer' FROM input ORDER BY n RETURNING id
     ), numbered AS (SELECT id, row_number() OVER () AS n FROM authors)
     INSERT INTO reviews (company_id, user_id, rating, title, content, topic, verified, helpful_count, created_at, updated_at)
     SELECT $1, a.id, i.rating, 'Review ' || i.n, i.content, i.topic, i.verified, i.helpful, i.created_at, i.created_at
       FROM input i JOIN numbered a ON a.n = i.n
     RETURNING id, created_at`,
    [
      companyId,
      reviews.map((r) => r.rating),
      reviews.map((r) => r.verified),
      reviews.map((r) => r.helpful),
      reviews.map((r) => new Date(r.createdAt).toISOString()),
      reviews.map((r) => r.text),
      reviews.map((r) => r.topic ?? null),
    ],
  );
}

describe('a company’s reviews: filters and sorts over every review', () => {
  let t: TestApp;
  let owner: TestUser;
  let sixty: { id: string };
  let sixtyReviews: Written[];
  let large: { id: string };
  let largeReviews: Written[];
  const HOUR = 3_600_000;
  const now = Date.UTC(2025, 5, 1);

  const get = (companyId: string, query: Record<string, string | number | boolean>) =>
    t.agent().get(`/api/companies/${companyId}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
  const ids = (res: { body: { reviews: { id: string }[] } }) => res.body.reviews.map((r) => r.id);

  /** Every page of a view as the site reads it: 20, then 50 at a time from the number loaded. */
  async function readAll(companyId: string, view: Record<string, string | number | boolean>): Promise<string[]> {
    const first = await get(companyId, view);
    expect(first.status).toBe(200);
    const all = ids(first);
    let more = first.body.hasMoreReviews;
    expect(all.length).toBeLessThanOrEqual(20);
    while (more) {
      const next = await get(companyId, { ...view, offset: all.length, limit: 50 });
      expect(next.status).toBe(200);
      expect(next.body.reviews.length).toBeGreaterThan(0);
      all.push(...ids(next));
      more = next.body.hasMoreReviews;
    }
    return all;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t, { verified: true });
    sixty = await createCompany(owner, { name: 'Sixty Reviews Ltd', category: 'Logistics' });
    // Sixty reviews, newest first by index; the six 1-star ones all sit past the first 20.
    const oneStar = new Set([22, 29, 35, 41, 50, 58]);
    sixtyReviews = await writeReviews(
      t,
      sixty.id,
      Array.from({ length: 60 }, (_, i) => ({
        rating: oneStar.has(i) ? 1 : 2 + (i % 4),
        verified: i % 3 !== 0,
        helpful: (i * 7) % 5,
        createdAt: now - i * HOUR,
        text: `${i % 10 === 7 ? 'The zeppelin parcel arrived late.' : 'The parcel arrived.'} ${i % 4 === 0 ? 'Refund given.' : 'Nothing more to say.'}`,
        // Every seventh review has no topic; the others go round three of them.
        topic: i % 7 === 0 ? undefined : TOPICS[i % 3],
      })),
    );

    // 2,500 reviews: more than a keyword page walks before it asks the keyword index, with a rare
    // word only in the oldest ones.
    large = await createCompany(owner, { name: 'Large Review Volume Ltd', category: 'Logistics' });
    largeReviews = await writeReviews(
      t,
      large.id,
      Array.from({ length: 2500 }, (_, i) => ({
        rating: 1 + ((i * 7) % 5),
        verified: i % 4 !== 1,
        helpful: i % 13 === 0 ? 3 : 0,
        createdAt: now - i * 60_000,
        text: i >= 2400 && i % 3 === 0 ? 'A quokka answered the phone.' : i >= 1500 && i < 2400 && i % 5 === 0 ? 'A wombat answered the phone.' : 'Service as usual.',
      })),
    );
    // A word in every review of another company, so the statistics call it common: the large
    // company's page (180 matches, none among its newest 1,500) walks its newest reviews first,
    // finds none, and takes the matches instead.
    const wombats = await createCompany(owner, { name: 'Wombat Watchers', category: 'Logistics' });
    await writeReviews(
      t,
      wombats.id,
      Array.from({ length: 2000 }, (_, i) => ({ rating: 4, verified: true, helpful: 0, createdAt: now - 10 * HOUR - i * 1000, text: `A wombat story number ${i}.` })),
    );
    await t.db.query('ANALYZE reviews');
  });

  afterAll(() => t.close());

  it('filters by each rating and sorts five ways over all sixty reviews, paged 20 then 50', async () => {
    for (const rating of [undefined, 1, 2, 3, 4, 5]) {
      for (const sort of SORTS) {
        for (const verified of [false, true]) {
          const view = { ...(rating ? { rating } : {}), sort, ...(verified ? { verified } : {}) };
          expect({ view, ids: await readAll(sixty.id, view) }).toEqual({ view, ids: expected(sixtyReviews, { rating, sort, verified }) });
        }
      }
    }
  });

  it('finds the six 1-star reviews, none of which is among the first 20, and sorts the lowest rated first', async () => {
    const first = await t.agent().get(`/api/companies/${sixty.id}`);
    expect(first.body.reviews.filter((r: { rating: number }) => r.rating === 1)).toEqual([]);

    const oneStar = await get(sixty.id, { rating: 1 });
    expect(oneStar.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(oneStar.body.hasMoreReviews).toBe(false);
    // The company around the page is the same as on the first view.
    expect(oneStar.body).toMatchObject({ id: sixty.id, totalReviews: 60, ratingDistribution: first.body.ratingDistribution });

    const lowest = await get(sixty.id, { sort: 'lowest' });
    expect(lowest.body.reviews).toHaveLength(20);
    expect(lowest.body.reviews.slice(0, 6).map((r: { rating: number }) => r.rating)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(lowest.body.reviews[6].rating).toBe(2);
    expect(lowest.body.hasMoreReviews).toBe(true);
  });

  it('searches the reviews by keyword, with stemming, phrases and exclusions, combined with filters and sorts', async () => {
    for (const sort of SORTS) {
      expect(await readAll(sixty.id, { search: 'zeppelin', sort })).toEqual(expected(sixtyReviews, { word: 'zeppelin', sort }));
      expect(await readAll(sixty.id, { search: 'refunds', sort, verified: true })).toEqual(expected(sixtyReviews, { word: 'Refund', sort, verified: true }));
    }
    expect(await readAll(sixty.id, { search: 'refund', rating: 3 })).toEqual(expected(sixtyReviews, { word: 'Refund', rating: 3, sort: 'newest' }));
    expect(await readAll(sixty.id, { search: '"zeppelin parcel"' })).toEqual(expected(sixtyReviews, { word: 'zeppelin', sort: 'newest' }));
    const withoutZeppelin = sixtyReviews.filter((r) => !r.text.includes('zeppelin'));
    expect(await readAll(sixty.id, { search: 'parcel -zeppelin', sort: 'oldest' })).toEqual(expected(withoutZeppelin, { sort: 'oldest' }));

    // Only stop words, or words no review has: nothing, not everything.
    for (const search of ['the', 'xylophone']) {
      const none = await get(sixty.id, { search });
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ reviews: [], hasMoreReviews: false, totalReviews: 60 });
    }
  });

  it('stays exact beyond the reviews a keyword page walks (a word only in the oldest reviews)', async () => {
    const want = expected(largeReviews, { word: 'quokka', sort: 'newest' });
    expect(want.length).toBeGreaterThan(20);
    expect(await readAll(large.id, { search: 'quokka' })).toEqual(want);
    expect(await readAll(large.id, { search: 'quokka', sort: 'lowest', verified: true })).toEqual(expected(largeReviews, { word: 'quokka', sort: 'lowest', verified: true }));
    expect(await readAll(large.id, { search: 'quokka', sort: 'helpful' })).toEqual(expected(largeReviews, { word: 'quokka', sort: 'helpful' }));
    // A word common elsewhere, in this company only in its oldest reviews.
    expect(await readAll(large.id, { search: 'wombat' })).toEqual(expected(largeReviews, { word: 'wombat', sort: 'newest' }));
    expect(await readAll(large.id, { search: 'wombat', sort: 'oldest', verified: true })).toEqual(expected(largeReviews, { word: 'wombat', sort: 'oldest', verified: true }));
    expect(await readAll(large.id, { search: 'wombat', sort: 'highest' })).toEqual(expected(largeReviews, { word: 'wombat', sort: 'highest' }));
    // A common word fills its pages from the first reviews walked.
    const usual = await get(large.id, { search: 'usual', offset: 1000, limit: 50 });
    expect(ids(usual)).toEqual(expected(largeReviews, { word: 'usual', sort: 'newest' }).slice(1000, 1050));
  });

  it('pages highest and lowest rated across rating groups at any offset, with and without verified only', async () => {
    for (const sort of ['highest', 'lowest'] as const) {
      for (const verified of [false, true]) {
        const want = expected(largeReviews, { sort, verified });
        // Around each group's boundary (500 reviews a star; fewer verified), and deep.
        for (const offset of [0, 480, 499, 500, 990, 1000, 1700, 2460, 2499, 2500]) {
          const res = await get(large.id, { sort, offset, limit: 50, ...(verified ? { verified } : {}) });
          expect({ offset, ids: ids(res), more: res.body.hasMoreReviews }).toEqual({ offset, ids: want.slice(offset, offset + 50), more: offset + 50 < want.length });
        }
      }
    }
  });

  it('leaves hidden reviews out of every filter and sort', async () => {
    const admin = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    const target = sixtyReviews.find((r) => r.rating === 1 && r.text.includes('zeppelin')) ?? sixtyReviews.find((r) => r.rating === 1)!;
    const hide = await admin.agent.post(`/api/admin/reviews/${target.id}/hide`, { reason: 'fake', facts: 'No sign the author was ever a customer.' });
    expect(hide.status).toBe(200);
    target.hidden = true;
    try {
      for (const sort of SORTS) {
        expect(await readAll(sixty.id, { rating: 1, sort })).toEqual(expected(sixtyReviews, { rating: 1, sort }));
        expect(await readAll(sixty.id, { sort, verified: true })).toEqual(expected(sixtyReviews, { sort, verified: true }));
      }
      expect(await readAll(sixty.id, { search: 'parcel', sort: 'lowest' })).toEqual(expected(sixtyReviews, { word: 'parcel', sort: 'lowest' }));
    } finally {
      await admin.agent.post(`/api/admin/reviews/${target.id}/restore`, { facts: 'Restored after the test.' });
      target.hidden = false;
    }
  });

  it('keeps the first view (no query) as it was: the newest 20, kept in memory', async () => {
    const res = await t.agent().get(`/api/companies/${sixty.id}`);
    expect(ids(res)).toEqual(expected(sixtyReviews, { sort: 'newest' }).slice(0, 20));
    expect(res.body.hasMoreReviews).toBe(true);
    expect(res.headers.etag).toBeDefined();
    const explicit = await get(sixty.id, { sort: 'newest', offset: 0, limit: 20 });
    expect(ids(explicit)).toEqual(ids(res));
  });

  it('answers a page past the end of a rating from the kept counts, empty', async () => {
    const res = await get(sixty.id, { rating: 1, offset: 6, limit: 50 });
    expect(res.body).toMatchObject({ reviews: [], hasMoreReviews: false });
  });

  it('filters by topic, alone and with a rating, verified only and keywords, in every order', async () => {
    for (const topic of [...TOPICS, 'Product Quality']) {
      for (const rating of [undefined, 1, 3]) {
        for (const sort of SORTS) {
          for (const verified of [false, true]) {
            const view = { topic, ...(rating ? { rating } : {}), sort, ...(verified ? { verified } : {}) };
            expect({ view, ids: await readAll(sixty.id, view) }).toEqual({ view, ids: expected(sixtyReviews, { topic, rating, sort, verified }) });
          }
        }
      }
    }
    expect(await readAll(sixty.id, { topic: 'Delivery', search: 'refund' })).toEqual(expected(sixtyReviews, { topic: 'Delivery', word: 'Refund', sort: 'newest' }));
  });

  it('answers how many reviews the filters keep, for every filter, and none for keywords', async () => {
    const total = async (query: Record<string, string | number | boolean>) => (await get(sixty.id, query)).body.reviewTotal;
    const count = (view: Parameters<typeof expected>[1]) => ({ count: expected(sixtyReviews, view).length, atLeast: false });
    expect((await t.agent().get(`/api/companies/${sixty.id}`)).body.reviewTotal).toEqual({ count: 60, atLeast: false });
    for (const topic of [undefined, ...TOPICS]) {
      for (const rating of [undefined, 1, 2, 5]) {
        for (const verified of [false, true]) {
          const query = { ...(topic ? { topic } : {}), ...(rating ? { rating } : {}), ...(verified ? { verified } : {}), sort: 'oldest' };
          expect({ query, total: await total(query) }).toEqual({ query, total: count({ topic, rating, verified, sort: 'newest' }) });
        }
      }
    }
    // Past the end too: the total does not depend on the page.
    expect(await total({ topic: 'Delivery', offset: 500, limit: 50 })).toEqual(count({ topic: 'Delivery', sort: 'newest' }));
    expect(await total({ search: 'parcel' })).toBeNull();
  });

  it('counts a verified view on its first page only: Load more pages and pages past the end answer no total', async () => {
    const view = { topic: 'Delivery', verified: true };
    const first = await get(sixty.id, view);
    expect(first.body.reviewTotal).toEqual({ count: expected(sixtyReviews, { ...view, sort: 'newest' }).length, atLeast: false });
    expect(first.body.hasMoreReviews).toBe(false);
    const all = await get(sixty.id, { verified: true });
    expect(all.body.hasMoreReviews).toBe(true);
    const queries = jest.spyOn(t.db, 'query');
    let statements: string[];
    try {
      const later = await get(sixty.id, { verified: true, offset: 20, limit: 50 });
      expect(ids(later)).toEqual(expected(sixtyReviews, { verified: true, sort: 'newest' }).slice(20, 70));
      expect(later.body.reviewTotal).toBeNull();
      expect((await get(sixty.id, { ...view, rating: 1, offset: 50, limit: 50 })).body).toMatchObject({ reviews: [], reviewTotal: null });
      statements = queries.mock.calls.map((c) => String(c[0]));
    } finally {
      queries.mockRestore();
    }
    // Nothing counted: the later page read its ids and rows, the page past the end nothing. (The
    // statements of the app's background jobs, the webhook worker's claim among them, are not the
    // requests': only a count of reviews is looked for.)
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => sql.includes('count(*)') && /\bFROM reviews\b/.test(sql))).toEqual([]);
    // The views whose totals are kept answer them on every page, as they cost nothing.
    expect((await get(sixty.id, { topic: 'Delivery', offset: 20, limit: 50 })).body.reviewTotal).toEqual({
      count: expected(sixtyReviews, { topic: 'Delivery', sort: 'newest' }).length,
      atLeast: false,
    });
  });

  it('reads a topic under verified only along its own indexes, never the rows of unverified reviews', async () => {
    // One review in ten verified: walking the topic's index and skipping the unverified would read
    // about ten rows for every one on the page.
    const many = await createCompany(owner, { name: 'Mostly Unverified Topics Ltd', category: 'Logistics' });
    const written = await writeReviews(
      t,
      many.id,
      Array.from({ length: 3000 }, (_, i) => ({
        rating: 1 + (i % 5),
        verified: i % 10 === 3,
        helpful: i % 7,
        createdAt: now - 20 * HOUR - i * 1000,
        text: 'Topic walk.',
        topic: TOPICS[i % 3],
      })),
    );
    // As a live table is: its statistics known, its pages all visible (so index-only scans stay so).
    await t.db.query('VACUUM (ANALYZE) reviews');
    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Filter?: string; 'Rows Removed by Filter'?: number; Plans?: PlanNode[] };
    const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    // First pages, and later ones (offset 20, 50 at a time).
    const views: { topic: string; rating?: number; sort: Sort; offset: number }[] = [
      { topic: 'Delivery', sort: 'newest', offset: 0 },
      { topic: 'Delivery', sort: 'oldest', offset: 20 },
      { topic: 'Value for Money', sort: 'helpful', offset: 0 },
      { topic: 'Delivery', sort: 'highest', offset: 20 },
      { topic: 'Customer Service', rating: 4, sort: 'newest', offset: 0 },
      { topic: 'Customer Service', rating: 2, sort: 'helpful', offset: 0 },
    ];
    for (const { offset, ...filter } of views) {
      const limit = offset === 0 ? 20 : 50;
      const view = { topic: filter.topic, verified: true, sort: filter.sort, ...(filter.rating ? { rating: filter.rating } : {}), ...(offset ? { offset, limit } : {}) };
      // The statements the page runs, as the app runs them.
      const queries = jest.spyOn(t.db, 'query');
      let res;
      let calls: [string, unknown[]][];
      try {
        res = await get(many.id, view);
        calls = queries.mock.calls.map((c) => c as unknown as [string, unknown[]]);
      } finally {
        queries.mockRestore();
      }
      expect({ view, ids: ids(res) }).toEqual({ view, ids: expected(written, { ...filter, verified: true }).slice(offset, offset + limit) });
      const statements = calls.filter(([sql]) => /FROM reviews WHERE .* AND verified AND topic = /.test(sql));
      expect(statements.length).toBeGreaterThan(0);
      for (const [sql, params] of statements) {
        const [{ 'QUERY PLAN': [plan] }] = await t.db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        const reads = nodes(plan.Plan).filter((n) => n['Relation Name'] === 'reviews' || n['Index Name'] !== undefined);
        const seen = reads.map((n) => ({ type: n['Node Type'], index: n['Index Name'], filter: n.Filter, removed: n['Rows Removed by Filter'] ?? 0 }));
        expect({ view, sql, seen }).toEqual({
          view,
          sql,
          seen: reads.map((n) => ({
            type: expect.not.stringMatching(/Seq Scan/),
            index: n['Node Type'] === 'Bitmap Heap Scan' ? undefined : expect.stringMatching(/^reviews_company_verified_topic_/),
            filter: undefined,
            removed: 0,
          })),
        });
        expect(reads.length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a malformed filter or sort with one sentence, and keyword pages past 1,000', async () => {
    expectError(await get(sixty.id, { rating: 6 }), 400, /Rating must be a whole number from 1 to 5/);
    expectError(await get(sixty.id, { rating: 'two' }), 400, /Rating/);
    expectError(await get(sixty.id, { sort: 'random' }), 400, /Sort must be one of newest, oldest, highest, lowest, helpful/);
    expectError(await get(sixty.id, { verified: 'yes' }), 400, /Verified must be true or false/);
    expectError(await get(sixty.id, { topic: 'Weather' }), 400, /Topic must be one of Customer Service, Product Quality/);
    expectError(await get(sixty.id, { search: 'x'.repeat(101) }), 400, /at most 100 characters/);
    expectError(await get(sixty.id, { search: 'parcel', offset: 1001 }), 400, /1,000 reviews deep/);
    expect((await get(sixty.id, { search: 'parcel', offset: 1000 })).status).toBe(200);
    expectError(await get(randomUUID(), { rating: 1 }), 404);
  });
});
