// The company directory sorted by name, TrustScore and number of reviews, filtered by category,
// country and search text together, and the countries that have companies (issue 17, item 17).
import { createCompany, createTestApp, registerUser, type Reply, type TestApp, type TestUser } from './support/test-app.js';
import { expectError } from './support/expect-error.js';

describe('the company directory: sorts and the country filter', () => {
  let t: TestApp;
  let owners: TestUser[];
  let added = 0;
  const names = (res: Reply<{ name: string }[]>) => res.body.map((c) => c.name);
  const total = (res: Reply) => Number(res.headers['x-total-count']);
  const list = (query: Record<string, string | number>) =>
    t.agent().get<{ name: string; countryCode: string | null; totalReviews: number }[]>(
      `/api/companies?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );

  // name, category, country, ratings of its reviews (oldest first)
  const COMPANIES: [string, string, string | null, number[]][] = [
    ['Atlas Freight', 'Logistics', 'GB', [5, 5, 5, 5, 4, 5, 5, 5]],
    ['Beacon Couriers', 'Logistics', 'GB', [1, 2, 1]],
    ['Cobalt Shipping', 'Logistics', 'DE', [4, 4, 4, 4, 4]],
    ['Delta Parcels', 'Logistics', 'DE', []],
    ['Ember Logistics', 'Logistics', 'FR', [3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]],
    ['Fjord Books', 'Books', 'GB', [5]],
    ['Granite Books', 'Books', 'DE', [2, 2, 2, 2]],
    ['Harbor Books', 'Books', null, [4, 4]],
    ['Iris Couriers', 'Logistics', 'GB', []],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    owners = await Promise.all(Array.from({ length: 3 }, () => registerUser(t, { verified: true })));
    for (const [name, category, country, ratings] of COMPANIES) {
      const company = await createCompany(owners[added++ % owners.length], { name, category, ...(country ? { countryCode: country.toLowerCase() } : {}) });
      if (ratings.length === 0) continue;
      // Reviews straight to the database, with the kept aggregates set as every write path does
      // (the reviews trigger keeps the TrustScore sums and rank).
      await t.db.query(
        `WITH authors AS (
           INSERT INTO users (email, first_name, last_name)
           SELECT 'dir-' || gen_random_uuid() || '@example.com', 'Dir', 'Reviewer' FROM generate_series(1, $2) RETURNING id
         ), numbered AS (SELECT id, row_number() OVER () AS n FROM authors)
         INSERT INTO reviews (company_id, user_id, rating, title, content, verified, created_at)
         SELECT $1, a.id, ($3::int[])[a.n], 'A review', 'Some words about the service.', true, now() - (a.n || ' days')::interval FROM numbered a`,
        [company.id, ratings.length, ratings],
      );
      await t.db.query(
        `UPDATE companies c SET review_count = s.n, rating_sum = s.total, rating_1 = s.r1, rating_2 = s.r2, rating_3 = s.r3, rating_4 = s.r4, rating_5 = s.r5
           FROM (SELECT count(*)::int AS n, sum(rating) AS total,
                        count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2, count(*) FILTER (WHERE rating = 3)::int AS r3,
                        count(*) FILTER (WHERE rating = 4)::int AS r4, count(*) FILTER (WHERE rating = 5)::int AS r5
                   FROM reviews WHERE company_id = $1) s
          WHERE c.id = $1`,
        [company.id],
      );
    }
  });

  afterAll(() => t.close());

  /** The TrustScore order as the companies' rows say it: rated companies by rank, then the unrated, each by name. */
  async function byTrust(where = 'true', params: unknown[] = []): Promise<string[]> {
    const rows = await t.db.query(
      `SELECT name FROM companies c WHERE ${where} ORDER BY (CASE WHEN review_count > 0 THEN trust_rank END) DESC NULLS LAST, name, id`,
      params,
    );
    return rows.map((r: { name: string }) => r.name);
  }

  it('sorts by name (the default), by TrustScore with unrated companies last, and by number of reviews', async () => {
    const all = COMPANIES.map(([name]) => name);
    expect(names(await list({}))).toEqual([...all].sort());
    expect(names(await list({ sort: 'name' }))).toEqual([...all].sort());

    const trust = names(await list({ sort: 'trustscore' }));
    expect(trust).toEqual(await byTrust());
    // Many fresh 5-star reviews lead; the unrated come last, whatever their prior.
    expect(trust[0]).toBe('Ember Logistics');
    expect(trust.slice(-2)).toEqual(['Delta Parcels', 'Iris Couriers']);
    expect(trust.indexOf('Beacon Couriers')).toBe(trust.length - 3);

    expect(names(await list({ sort: 'reviews' }))).toEqual([
      'Ember Logistics', 'Atlas Freight', 'Cobalt Shipping', 'Granite Books', 'Beacon Couriers', 'Harbor Books', 'Fjord Books', 'Delta Parcels', 'Iris Couriers',
    ]);
  });

  it('filters by country (ISO code, any case), alone and with a category, search and every sort, with the total', async () => {
    const gb = await list({ country: 'GB' });
    expect(names(gb)).toEqual(['Atlas Freight', 'Beacon Couriers', 'Fjord Books', 'Iris Couriers']);
    expect(total(gb)).toBe(4);
    expect(gb.body.every((c) => c.countryCode === 'GB')).toBe(true);
    expect(names(await list({ country: 'gb' }))).toEqual(names(gb));

    expect(names(await list({ country: 'GB', sort: 'reviews' }))).toEqual(['Atlas Freight', 'Beacon Couriers', 'Fjord Books', 'Iris Couriers']);
    expect(names(await list({ country: 'GB', sort: 'trustscore' }))).toEqual(await byTrust(`country_code = 'GB'`));

    const deLogistics = await list({ country: 'DE', category: 'Logistics', sort: 'trustscore' });
    expect(names(deLogistics)).toEqual(['Cobalt Shipping', 'Delta Parcels']);
    expect(total(deLogistics)).toBe(2);

    const couriers = await list({ search: 'couriers', country: 'GB', sort: 'reviews' });
    expect(names(couriers)).toEqual(['Beacon Couriers', 'Iris Couriers']);
    expect(total(couriers)).toBe(2);
    // One or two letters match word starts, with the country too.
    const short = await list({ search: 'bo', country: 'DE' });
    expect(names(short)).toEqual(['Granite Books']);
    expect(total(short)).toBe(1);

    const paged = await list({ country: 'GB', sort: 'reviews', offset: 1, limit: 2 });
    expect(names(paged)).toEqual(['Beacon Couriers', 'Fjord Books']);
    expect(total(paged)).toBe(4);

    const none = await list({ country: 'JP' });
    expect(none.body).toEqual([]);
    expect(total(none)).toBe(0);
  });

  it('lists the countries that have companies, with kept counts that follow every change', async () => {
    expect((await t.agent().get('/api/countries')).body).toEqual([
      { code: 'DE', companyCount: 3 },
      { code: 'FR', companyCount: 1 },
      { code: 'GB', companyCount: 4 },
    ]);
    const company = await createCompany(owners[0], { name: 'Juniper Travel', category: 'Travel', countryCode: 'JP' });
    expect((await t.agent().get('/api/countries')).body).toContainEqual({ code: 'JP', companyCount: 1 });
    expect(total(await list({ country: 'JP' }))).toBe(1);

    await t.db.query(`UPDATE companies SET country_code = 'FR' WHERE id = $1`, [company.id]);
    const after = (await t.agent().get('/api/countries')).body;
    expect(after).not.toContainEqual(expect.objectContaining({ code: 'JP' }));
    expect(after).toContainEqual({ code: 'FR', companyCount: 2 });
    expect(names(await list({ country: 'FR' }))).toEqual(['Ember Logistics', 'Juniper Travel']);
  });

  it('refuses an unknown sort or a country that is not an ISO code', async () => {
    expectError(await list({ sort: 'rating' }), 400, /Sort must be one of name, trustscore, reviews/);
    expectError(await list({ country: 'XX' }), 400, /two-letter ISO country code/);
    expectError(await list({ country: 'Germany' }), 400, /two-letter ISO country code/);
  });
});
