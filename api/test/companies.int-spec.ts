// Companies: listing (order, paging, search, category filter), categories, featured, detail and creation.
import { randomBytes, randomUUID } from 'node:crypto';
import { createCompany, createTestApp, registerUser, type Reply, type TestApp, type TestUser } from './support/test-app.js';
import { expectError } from './support/expect-error.js';

// In the order the site lists them: the six home-page categories first, then the expanded list;
// spec §3's list with each pair that meant one thing merged (Restaurant into Restaurants,
// Financial Services into Finance, Communication into Telecommunications).
const SPEC_CATEGORIES = [
  'E-commerce', 'Restaurants', 'Real Estate', 'Automotive', 'Technology', 'Travel',
  'Retail', 'Electronics', 'Entertainment', 'Finance', 'Logistics', 'Airlines',
  'Social Media', 'Software', 'Fashion', 'Gaming', 'Banking',
  'Telecommunications', 'Food Delivery', 'Hotels', 'Home Improvement', 'Grocery', 'Beauty', 'Pharmacy',
  'Home & Garden', 'Transportation', 'Business', 'Outdoor', 'Books',
];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('companies', () => {
  let t: TestApp;
  let owner: TestUser;
  let reviewers: TestUser[];
  // A person adds at most 20 businesses a day: the set-up's many companies come from several.
  let owners: TestUser[];
  let added = 0;
  const anOwner = () => owners[added++ % owners.length];

  const names = (res: Reply<any[]>) => res.body.map((c) => c.name);
  const total = (res: Reply) => Number(res.headers['x-total-count']);
  const list = (query: Record<string, string | number>) =>
    t.agent().get<any[]>(`/api/companies?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);

  async function review(user: TestUser, companyId: string, rating: number): Promise<any> {
    const res = await user.agent.post('/api/reviews', {
      companyId,
      rating,
      title: `Rated ${rating} stars`,
      content: `A review of ${rating} stars with enough words in it.`,
    });
    if (res.status !== 201) throw new Error(`review failed: ${res.status} ${res.text}`);
    return res.body;
  }

  // Companies with known names in categories no other test of this file writes to.
  const BOOKS = ['Delta Reads', 'Alpha Reads', 'Echo Reads', 'Charlie Reads', 'Bravo Reads']; // inserted out of order
  let organic: any;
  let organicFarm: any;
  let backslash: any;
  let pub: any;
  let diner: any;
  let quoted: any;
  let fillers: any[];

  // Rated companies for detail and featured.
  let paged: any; // 24 reviews: 6x5, 6x4, 6x3, 3x2, 3x1
  let pagedReviewIds: string[]; // in creation order
  let many: any; // 10 reviews averaging 4.7
  let single: any; // one 5-star review
  let unrated: any;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t, { verified: true });
    owners = [owner, ...(await Promise.all(Array.from({ length: 4 }, () => registerUser(t, { verified: true }))))];
    reviewers = [];
    for (let batch = 0; batch < 3; batch++) {
      reviewers.push(...(await Promise.all(Array.from({ length: 8 }, () => registerUser(t, { verified: true })))));
    }

    for (const name of BOOKS) await createCompany(anOwner(), { name, category: 'Books' });
    organic = await createCompany(anOwner(), { name: '100% Organic_Foods', category: 'Grocery' });
    organicFarm = await createCompany(anOwner(), { name: 'Organic Farm 100', category: 'Grocery' });
    backslash = await createCompany(anOwner(), { name: 'Back\\Slash Ltd', category: 'Software' });
    pub = await createCompany(anOwner(), { name: "O'Brien's Pub", category: 'Restaurants' });
    // An older client's former name of a merged category: the company joins the merged one.
    diner = await createCompany(anOwner(), { name: 'Corner Diner', category: 'Restaurant' });
    quoted = await createCompany(anOwner(), { name: 'The "Quoted" Company', category: 'Fashion' });
    fillers = [];
    for (let i = 0; i < 45; i++) {
      fillers.push(await createCompany(anOwner(), { name: `Filler ${String(i).padStart(2, '0')}`, category: 'Outdoor' }));
    }

    paged = await createCompany(anOwner(), { name: 'Paged Reviews Inc', category: 'Hotels' });
    many = await createCompany(anOwner(), { name: 'Many Good Reviews', category: 'Hotels' });
    single = await createCompany(anOwner(), { name: 'Single Perfect Review', category: 'Hotels' });
    unrated = await createCompany(anOwner(), { name: 'Nobody Reviewed Me', category: 'Hotels' });

    const pagedRatings = [5, 4, 3, 2, 1, 5, 4, 3, 5, 4, 3, 2, 1, 5, 4, 3, 5, 4, 3, 2, 1, 5, 4, 3];
    pagedReviewIds = [];
    // One after another, so that creation order is the newest-first order reversed.
    for (let i = 0; i < pagedRatings.length; i++) pagedReviewIds.push((await review(reviewers[i], paged.id, pagedRatings[i])).id);
    await Promise.all([5, 5, 5, 5, 5, 5, 5, 4, 4, 4].map((r, i) => review(reviewers[i], many.id, r)));
    await review(reviewers[23], single.id, 5);
    // Written within seconds by brand-new accounts, these reviews raise fake-review signals, and
    // flagged reviews lift no company in a ranked list: a moderator has looked at them and dismissed the signals.
    await t.db.query(`UPDATE review_signals SET status = 'dismissed', closed_at = now() WHERE status = 'open'`);
  });

  afterAll(() => t.close());

  describe('GET /api/companies', () => {
    it('orders by name by default', async () => {
      const res = await list({ limit: 100 });
      expect(res.status).toBe(200);
      const got = names(res);
      // The Books companies were inserted out of order: they must come back alphabetically.
      expect(got.filter((n) => BOOKS.includes(n))).toEqual([...BOOKS].sort());
      expect(got.filter((n) => n.startsWith('Filler '))).toEqual(fillers.map((f) => f.name).sort());
      // And the whole page is exactly the database's order by name.
      const rows: { name: string }[] = await t.db.query(`SELECT name FROM companies ORDER BY name, id LIMIT 100`);
      expect(got).toEqual(rows.map((r) => r.name));
    });

    it('answers 50 companies by default, with the total in X-Total-Count', async () => {
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM companies`);
      expect(n).toBeGreaterThan(50);
      const res = await list({});
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(50);
      expect(total(res)).toBe(n);
    });

    it('pages with offset and limit', async () => {
      const all = await list({ limit: 100 });
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM companies`);
      expect(all.body).toHaveLength(Math.min(n, 100));
      const pages: string[] = [];
      for (let offset = 0; offset < all.body.length; offset += 7) {
        const page = await list({ offset, limit: 7 });
        expect(page.status).toBe(200);
        expect(total(page)).toBe(n);
        expect(page.body.length).toBe(Math.min(7, n - offset));
        pages.push(...page.body.map((c: any) => c.id));
      }
      expect(pages).toEqual(all.body.map((c) => c.id));

      const books = await list({ category: 'Books', offset: 1, limit: 2 });
      expect(names(books)).toEqual(['Bravo Reads', 'Charlie Reads']);
      expect(total(books)).toBe(5);

      const beyond = await list({ offset: n + 10, limit: 10 });
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual([]);
      expect(total(beyond)).toBe(n);
    });

    it('answers list items with the company fields', async () => {
      const res = await list({ search: 'Paged Reviews' });
      expect(res.body).toEqual([
        {
          id: paged.id,
          name: 'Paged Reviews Inc',
          category: 'Hotels',
          description: 'A company made by a test.',
          logoUrl: null,
          website: expect.stringMatching(/^https:\/\/www\.company-[0-9a-f]+\.example\.com$/),
          location: null,
          countryCode: null,
          averageRating: '3.4',
          totalReviews: 24,
          ratingDistribution: { '1': 3, '2': 3, '3': 6, '4': 6, '5': 6 },
          claimed: false,
          notice: null,
          trustScore: expect.objectContaining({ value: expect.stringMatching(/^[1-5]\.\d$/), priorReviews: 7, priorMean: 3.5, halfLifeDays: 365 }),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        },
      ]);
    });

    it.each([
      [{ limit: 101 }],
      [{ limit: 1000 }],
      [{ limit: 0 }],
      [{ limit: -5 }],
      [{ limit: 'ten' }],
      [{ offset: -1 }],
      [{ offset: 1.5 }],
      [{ offset: 'x' }],
      [{ limit: '0x10' }],
      [{ offset: '1e3' }],
    ])('refuses bad paging %j with 400', async (query) => {
      expectError(await list(query), 400);
    });

    it('accepts the largest page of 100', async () => {
      const res = await list({ limit: 100 });
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(Math.min(100, total(res)));
      expect(res.body.length).toBeGreaterThan(50);
    });

    it('searches names case-insensitively by substring', async () => {
      const res = await list({ search: 'rEAds' });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Alpha Reads', 'Bravo Reads', 'Charlie Reads', 'Delta Reads', 'Echo Reads']);
      expect(total(res)).toBe(5);

      const mid = await list({ search: 'ARLI' });
      expect(names(mid)).toEqual(['Charlie Reads']);
      expect(total(mid)).toBe(1);
    });

    it('finds one or two letters at the start of a word of the name, with the kept total, along an index', async () => {
      const ch = await list({ search: 'Ch' });
      expect(names(ch)).toEqual(['Charlie Reads']);
      expect(total(ch)).toBe(1);
      // "re" starts "Reads" and "Reviews"; inside a word ("arLIe") it does not count.
      const re = names(await list({ search: 're', limit: 100 }));
      expect(re).toEqual(expect.arrayContaining(['Alpha Reads', 'Bravo Reads', 'Charlie Reads', 'Delta Reads', 'Echo Reads', 'Paged Reviews Inc']));
      for (const name of re) expect(name).toMatch(/(^|[^a-z0-9])re/i);
      expect(total(await list({ search: 'li' }))).toBe(0);
      // Digits are words too ("Filler 07"), pages and the category filter apply.
      const page = await list({ search: 'f', category: 'Outdoor', offset: 40, limit: 10 });
      expect(names(page).filter((n) => n.startsWith('Filler'))).toEqual(['Filler 40', 'Filler 41', 'Filler 42', 'Filler 43', 'Filler 44']);
      const everyF = (await t.db.query(`SELECT count(*)::int AS n FROM companies WHERE name ~* '(^|[^[:alnum:]])f'`))[0].n;
      expect(total(await list({ search: 'F' }))).toBe(everyF);
      // The kept total follows a rename.
      const renamed = await createCompany(anOwner(), { name: 'Zqx Renamed Before' });
      expect(total(await list({ search: 'zq' }))).toBe(1);
      await t.db.query(`UPDATE companies SET name = 'Quiet After' WHERE id = $1`, [renamed.id]);
      expect(total(await list({ search: 'zq' }))).toBe(0);
      expect(names(await list({ search: 'qu' }))).toContain('Quiet After');
    });

    it('searches categories too', async () => {
      // Neither name contains "grocer": both match through their category.
      const res = await list({ search: 'GROCER' });
      expect(new Set(res.body.map((c) => c.id))).toEqual(new Set([organic.id, organicFarm.id]));
      expect(total(res)).toBe(2);
    });

    it('pages search results, with the total of all matches', async () => {
      const res = await list({ search: 'filler', offset: 40, limit: 10 });
      expect(res.status).toBe(200);
      expect(total(res)).toBe(45);
      expect(names(res)).toEqual(['Filler 40', 'Filler 41', 'Filler 42', 'Filler 43', 'Filler 44']);
    });

    it('treats % and _ literally', async () => {
      const percent = await list({ search: '00%' });
      expect(percent.status).toBe(200);
      expect(names(percent)).toEqual(['100% Organic_Foods']);
      expect(total(percent)).toBe(1);

      const underscore = await list({ search: 'c_F' });
      expect(names(underscore)).toEqual(['100% Organic_Foods']);
      expect(total(underscore)).toBe(1);
      // One or two signs are no word's start: nothing, and no scan (see the short-search test).
      expect(total(await list({ search: '%' }))).toBe(0);
      expect(total(await list({ search: '_' }))).toBe(0);

      // As wildcards, "c_f" would also match "Organic Farm" and "0%o" would match "100 Organic…".
      expect(names(await list({ search: 'c_f' }))).toEqual(['100% Organic_Foods']);
      expect(names(await list({ search: '0%_' }))).toEqual([]);
      expect(names(await list({ search: '0% o' }))).toEqual(['100% Organic_Foods']);
      expect(names(await list({ search: 'ORGANIC_foods' }))).toEqual(['100% Organic_Foods']);
      expect(total(await list({ search: '%%' }))).toBe(0);
      expect(total(await list({ search: '__' }))).toBe(0);
    });

    it('treats backslashes literally', async () => {
      const res = await list({ search: 'k\\sl' });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Back\\Slash Ltd']);
      expect(names(await list({ search: 'k\\s' }))).toEqual(['Back\\Slash Ltd']);
      expect(total(await list({ search: '\\%' }))).toBe(0);
      expect(total(await list({ search: '\\\\' }))).toBe(0);
    });

    it('treats quotes literally', async () => {
      expect(names(await list({ search: "o'brien" }))).toEqual(["O'Brien's Pub"]);
      expect(names(await list({ search: '"quoted"' }))).toEqual(['The "Quoted" Company']);
      const injection = await list({ search: "'; DROP TABLE companies; --" });
      expect(injection.status).toBe(200);
      expect(injection.body).toEqual([]);
      expect(total(injection)).toBe(0);
      const stillThere = await t.agent().get(`/api/companies/${quoted.id}`);
      expect(stillThere.status).toBe(200);
    });

    it('answers 400, not 500, for a NUL character in search or category', async () => {
      expectError(await list({ search: 'a\u0000b' }), 400);
      expectError(await list({ category: 'Books\u0000' }), 400);
    });

    it('ignores an empty or blank search', async () => {
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM companies`);
      expect(total(await list({ search: '' }))).toBe(n);
      expect(total(await list({ search: '   ' }))).toBe(n);
    });

    it('filters by exact category, and by a merged category\'s former name', async () => {
      const restaurants = await list({ category: 'Restaurants' });
      expect(restaurants.status).toBe(200);
      expect(names(restaurants)).toEqual(['Corner Diner', "O'Brien's Pub"]);
      expect(total(restaurants)).toBe(2);
      expect(diner.category).toBe('Restaurants');

      // An old link (/companies?category=Restaurant) finds the category it was merged into.
      const restaurant = await list({ category: 'Restaurant' });
      expect(restaurant.body).toEqual(restaurants.body);
      expect(total(restaurant)).toBe(2);

      const books = await list({ category: 'Books' });
      expect(names(books)).toEqual([...BOOKS].sort());
      expect(total(books)).toBe(5);

      for (const category of ['restaurant', 'Restaur', 'Nowhere']) {
        const none = await list({ category });
        expect(none.status).toBe(200);
        expect(none.body).toEqual([]);
        expect(total(none)).toBe(0);
      }
    });

    it('combines search and category', async () => {
      const res = await list({ search: 'organic', category: 'Grocery' });
      expect(new Set(names(res))).toEqual(new Set(['100% Organic_Foods', 'Organic Farm 100']));
      expect(total(res)).toBe(2);
      const none = await list({ search: 'organic', category: 'Books' });
      expect(none.body).toEqual([]);
      expect(total(none)).toBe(0);
      const pubOnly = await list({ search: 'pub', category: 'Restaurants' });
      expect(pubOnly.body.map((c) => c.id)).toEqual([pub.id]);
    });

    it('finds backslash names by category filter with backslash-free search', async () => {
      const res = await list({ search: 'slash', category: 'Software' });
      expect(res.body.map((c) => c.id)).toEqual([backslash.id]);
    });
  });

  describe('GET /api/categories', () => {
    it('answers the 29 categories in spec order with their company counts and former names', async () => {
      const res = await t.agent().get('/api/categories');
      expect(res.status).toBe(200);
      expect(res.body.map((c: any) => c.name)).toEqual(SPEC_CATEGORIES);
      for (const c of res.body) expect(Object.keys(c).sort()).toEqual(['aliases', 'companyCount', 'name']);
      expect(Object.fromEntries(res.body.filter((c: any) => c.aliases.length).map((c: any) => [c.name, c.aliases]))).toEqual({
        Restaurants: ['Restaurant'],
        Finance: ['Financial Services'],
        Telecommunications: ['Communication'],
      });
      const counts: { category: string; n: number }[] = await t.db.query(
        `SELECT category, count(*)::int AS n FROM companies GROUP BY category`,
      );
      const expected = Object.fromEntries(SPEC_CATEGORIES.map((name) => [name, 0]));
      for (const row of counts) expected[row.category] = row.n;
      expect(Object.fromEntries(res.body.map((c: any) => [c.name, c.companyCount]))).toEqual(expected);
      expect(expected.Books).toBe(5);
      expect(expected.Outdoor).toBe(45);
    });

    it('counts a company as soon as it is added', async () => {
      const before = await t.agent().get('/api/categories');
      await createCompany(anOwner(), { category: 'Travel' });
      await createCompany(anOwner(), { category: 'Travel' });
      await createCompany(anOwner(), { category: 'Home & Garden' });
      const after = await t.agent().get('/api/categories');
      const delta = Object.fromEntries(
        after.body.map((c: any, i: number) => [c.name, c.companyCount - before.body[i].companyCount]),
      );
      expect(delta).toEqual({ ...Object.fromEntries(SPEC_CATEGORIES.map((n) => [n, 0])), Travel: 2, 'Home & Garden': 1 });
      const travel = await list({ category: 'Travel' });
      expect(total(travel)).toBe(after.body.find((c: any) => c.name === 'Travel').companyCount);
    });
  });

  describe('GET /api/companies/sitemap', () => {
    it('lists every company once, by id, with when its page last changed', async () => {
      const res = await t.agent().get('/api/companies/sitemap');
      expect(res.status).toBe(200);
      const all = await t.db.query(`SELECT id, updated_at FROM companies ORDER BY id`);
      expect(res.body).toMatchObject({ page: 0, pages: 1, pageSize: 10_000 });
      expect(res.body.companies).toEqual(all.map((c: { id: string; updated_at: Date }) => ({ id: c.id, updatedAt: c.updated_at.toISOString() })));
      expect((await t.agent().get('/api/companies/sitemap?page=1')).body.companies).toEqual([]);
      expectError(await t.agent().get('/api/companies/sitemap?page=-1'), 400, /^Page must be/);
    });
  });

  describe('GET /api/companies/featured', () => {
    it('ranks by Bayesian average: many good reviews beat one perfect review', async () => {
      const res = await t.agent().get('/api/companies/featured');
      expect(res.status).toBe(200);
      expect(res.body.map((c: any) => c.id)).toEqual([many.id, single.id, paged.id]);
      const [first, second] = res.body;
      expect(first.averageRating).toBe('4.7');
      expect(first.totalReviews).toBe(10);
      expect(second.averageRating).toBe('5.0');
      expect(second.totalReviews).toBe(1);
    });

    it('leaves out companies without reviews', async () => {
      const res = await t.agent().get('/api/companies/featured?limit=24');
      expect(res.status).toBe(200);
      expect(res.body.map((c: any) => c.id)).not.toContain(unrated.id);
      expect(res.body.every((c: any) => c.totalReviews > 0)).toBe(true);
      expect(res.body).toHaveLength(3);
    });

    it('honours the limit', async () => {
      const one = await t.agent().get('/api/companies/featured?limit=1');
      expect(one.body.map((c: any) => c.id)).toEqual([many.id]);
      const two = await t.agent().get('/api/companies/featured?limit=2');
      expect(two.body.map((c: any) => c.id)).toEqual([many.id, single.id]);
      for (const bad of ['0', '-1', '25', 'x']) expectError(await t.agent().get(`/api/companies/featured?limit=${bad}`), 400);
    });
  });

  describe('GET /api/companies/:id', () => {
    it('answers 404 for an unknown id', async () => {
      expectError(await t.agent().get(`/api/companies/${randomUUID()}`), 404);
    });

    it.each(['abc', "1'; drop table companies", '123', `${randomUUID()}x`, '%27'])('answers 404 for the malformed id %j', async (id) => {
      expectError(await t.agent().get(`/api/companies/${encodeURIComponent(id)}`), 404);
    });

    it('answers the first 20 reviews, newest first, with hasMoreReviews', async () => {
      const res = await t.agent().get(`/api/companies/${paged.id}`);
      expect(res.status).toBe(200);
      expect(res.body.totalReviews).toBe(24);
      expect(res.body.hasMoreReviews).toBe(true);
      expect(res.body.reviews).toHaveLength(20);
      const newestFirst = [...pagedReviewIds].reverse();
      expect(res.body.reviews.map((r: any) => r.id)).toEqual(newestFirst.slice(0, 20));
      const times = res.body.reviews.map((r: any) => Date.parse(r.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const r of res.body.reviews) {
        expect(r.companyId).toBe(paged.id);
        expect(r.company).toEqual({ id: paged.id, name: 'Paged Reviews Inc' });
      }
    });

    it('answers the rest with ?offset=20&limit=50', async () => {
      const res = await t.agent().get(`/api/companies/${paged.id}?offset=20&limit=50`);
      expect(res.status).toBe(200);
      expect(res.body.reviews.map((r: any) => r.id)).toEqual([...pagedReviewIds].reverse().slice(20));
      expect(res.body.hasMoreReviews).toBe(false);
      expect(res.body.totalReviews).toBe(24);

      const middle = await t.agent().get(`/api/companies/${paged.id}?offset=10&limit=5`);
      expect(middle.body.reviews.map((r: any) => r.id)).toEqual([...pagedReviewIds].reverse().slice(10, 15));
      expect(middle.body.hasMoreReviews).toBe(true);

      const past = await t.agent().get(`/api/companies/${paged.id}?offset=24&limit=50`);
      expect(past.body.reviews).toEqual([]);
      expect(past.body.hasMoreReviews).toBe(false);

      expectError(await t.agent().get(`/api/companies/${paged.id}?offset=-1`), 400);
      expectError(await t.agent().get(`/api/companies/${paged.id}?limit=101`), 400);
    });

    it('answers averageRating with one decimal and the rating distribution', async () => {
      const res = await t.agent().get(`/api/companies/${paged.id}`);
      expect(res.body.averageRating).toBe('3.4'); // 81 / 24 = 3.375
      expect(res.body.ratingDistribution).toEqual({ '1': 3, '2': 3, '3': 6, '4': 6, '5': 6 });
      const sum = Object.values<number>(res.body.ratingDistribution).reduce((a, b) => a + b, 0);
      expect(sum).toBe(res.body.totalReviews);

      const m = await t.agent().get(`/api/companies/${many.id}`);
      expect(m.body.averageRating).toBe('4.7');
      expect(m.body.ratingDistribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 3, '5': 7 });
      expect(m.body.totalReviews).toBe(10);
      expect(m.body.reviews).toHaveLength(10);
      expect(m.body.hasMoreReviews).toBe(false);

      const s = await t.agent().get(`/api/companies/${single.id}`);
      expect(s.body.averageRating).toBe('5.0');
    });

    it('answers "0.0" and an empty distribution without reviews', async () => {
      const res = await t.agent().get(`/api/companies/${unrated.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: unrated.id,
        name: 'Nobody Reviewed Me',
        averageRating: '0.0',
        totalReviews: 0,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        reviews: [],
        hasMoreReviews: false,
      });
    });
  });

  describe('POST /api/companies', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      name: `New Business ${randomBytes(3).toString('hex')}`,
      category: 'Technology',
      website: `https://www.new-${randomBytes(4).toString('hex')}.example.org`,
      description: 'We make things.',
      ...overrides,
    });
    const countNamed = async (name: string) =>
      (await t.db.query(`SELECT count(*)::int AS n FROM companies WHERE name = $1`, [name]))[0].n as number;

    it('answers 401 when signed out', async () => {
      const b = body();
      expectError(await t.agent().post('/api/companies', b), 401);
      expect(await countNamed(b.name)).toBe(0);
    });

    it.each<[string, Record<string, unknown>, RegExp]>([
      ['an unknown category', { category: 'Bakeries' }, /categor/i],
      ['a category in the wrong case', { category: 'technology' }, /categor/i],
      ['a website that is not an address', { website: 'not a website' }, /website/i],
      ['an ftp website', { website: 'ftp://files.example.com' }, /website/i],
      ['a website without a dotted host', { website: 'https://localhost' }, /website/i],
      ['an empty website', { website: '' }, /website/i],
      ['a website that is a bare IP address', { website: 'http://127.0.0.1' }, /website/i],
      ['a website with credentials', { website: 'https://user:pw@credentials.example.com' }, /website/i],
      ['an unknown field', { isVerified: true }, /Unknown field "isVerified"/],
      ['a missing name', { name: undefined }, /name/i],
      ['a one-letter name', { name: 'X' }, /name/i],
      ['a name that is not a string', { name: 42 }, /name/i],
      ['a NUL character in the name', { name: 'Nul\u0000 Company' }, /character/i],
      ['a NUL character in the description', { description: 'We \u0000 things.' }, /character/i],
    ])('answers 400 for %s', async (_, overrides, message) => {
      // Someone who has not added companies today: every attempt counts toward the daily limit.
      const user = await registerUser(t);
      const b = body(overrides);
      const [{ n: before }] = await t.db.query(`SELECT count(*)::int AS n FROM companies`);
      expectError(await user.agent.post('/api/companies', JSON.parse(JSON.stringify(b))), 400, message);
      const [{ n: after }] = await t.db.query(`SELECT count(*)::int AS n FROM companies`);
      expect(after).toBe(before);
    });

    it('answers 201 with the new company', async () => {
      const user = await registerUser(t);
      const b = body({ name: 'Fresh Widgets', category: 'Electronics', website: 'fresh-widgets.example.net', location: 'Leeds, United Kingdom', countryCode: 'gb' });
      const res = await user.agent.post('/api/companies', b);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID_RE),
        name: 'Fresh Widgets',
        category: 'Electronics',
        description: 'We make things.',
        logoUrl: null,
        website: 'https://fresh-widgets.example.net',
        location: 'Leeds, United Kingdom',
        countryCode: 'GB',
        averageRating: '0.0',
        totalReviews: 0,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        claimed: false,
        notice: null,
        trustScore: { value: '3.5', effectiveReviews: 0, weightedAverage: null, priorReviews: 7, priorMean: 3.5, halfLifeDays: 365 },
        reviews: [],
        hasMoreReviews: false,
        reviewTotal: { count: 0, atLeast: false },
        // A new company's activity: nothing yet, and no share of nothing.
        activity: {
          since: expect.stringMatching(/^\d{4}-\d\d-01$/),
          claimedSince: null,
          reviews: { total: 0, invited: 0, invitedPercent: null },
          negativeReviews: { total: 0, replied: 0, repliedPercent: null, typicalReplyWait: null },
          removedReviews: { total: 0, byReason: [], byRating: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
        },
      });
      expect(Math.abs(Date.parse(res.body.createdAt) - Date.now())).toBeLessThan(60_000);
      const fetched = await t.agent().get(`/api/companies/${res.body.id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual(res.body);
      const [row] = await t.db.query(`SELECT created_by, website_domain FROM companies WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ created_by: user.user.id, website_domain: 'fresh-widgets.example.net' });
      const found = await list({ search: 'fresh widg' });
      expect(found.body.map((c) => c.id)).toEqual([res.body.id]);
    });

    it('answers 409 for a domain already listed, in any www, case, scheme or path variant', async () => {
      const first = await (await registerUser(t)).agent.post('/api/companies', body({ name: 'Duplicate Original', website: 'https://www.dup-check.example.com' }));
      expect(first.status).toBe(201);
      const other = await registerUser(t);
      for (const website of [
        'https://www.dup-check.example.com',
        'http://dup-check.example.com',
        'dup-check.example.com',
        'https://DUP-CHECK.Example.COM/about/us',
        'www.Dup-Check.example.com/',
        'https://dup-check.example.com/?ref=ad#top',
      ]) {
        const res = await other.agent.post('/api/companies', body({ name: 'Duplicate Copy', website }));
        expectError(res, 409, /Duplicate Original/);
      }
      expect(await countNamed('Duplicate Copy')).toBe(0);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM companies WHERE website_domain = 'dup-check.example.com'`);
      expect(n).toBe(1);
      // A different subdomain is a different business.
      const shop = await other.agent.post('/api/companies', body({ name: 'Duplicate Shop', website: 'https://shop.dup-check.example.com' }));
      expect(shop.status).toBe(201);
    });

    it('answers exactly one 201 and otherwise 409 under concurrent submits of one domain', async () => {
      const users = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
      for (let round = 0; round < 4; round++) {
        const domain = `race-${round}-${randomBytes(3).toString('hex')}.example.com`;
        const categoriesBefore = await t.agent().get('/api/categories');
        const submits = [0, 1, 2, 3, 4, 5].map((i) =>
          users[i % users.length].agent.post('/api/companies', body({
            name: `Racer ${round}-${i}`,
            category: 'Gaming',
            website: i % 2 ? `https://www.${domain}` : `${domain.toUpperCase()}/x`,
          })),
        );
        const results = await Promise.all(submits);
        const statuses = results.map((r) => r.status).sort();
        expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
        const winner = results.find((r) => r.status === 201)!.body;
        for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, new RegExp(`"${winner.name}"`));
        const rows = await t.db.query(`SELECT id FROM companies WHERE website_domain = $1`, [domain]);
        expect(rows).toEqual([{ id: winner.id }]);
        const categoriesAfter = await t.agent().get('/api/categories');
        const gaming = (b: any[]) => b.find((c) => c.name === 'Gaming').companyCount;
        expect(gaming(categoriesAfter.body) - gaming(categoriesBefore.body)).toBe(1);
      }
    });
  });
});
