// Categories that meant one thing were merged into one (migration 1767351000000): its companies
// move, the counts stay equal to the companies, and every former name still finds the merged
// category: an old link's filter, a search, an older client adding a company.
import { MergedCategories1767351000000 } from '../src/database/migrations/1767351000000-merged-categories.js';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const MERGED: Record<string, string> = { Restaurant: 'Restaurants', 'Financial Services': 'Finance', Communication: 'Telecommunications' };

describe('merged categories', () => {
  let t: TestApp;
  let lister: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    lister = await registerUser(t, { verified: true });
  });
  afterAll(() => t.close());

  const categories = async (): Promise<Record<string, number>> =>
    Object.fromEntries((await t.agent().get('/api/categories')).body.map((c: { name: string; companyCount: number }) => [c.name, c.companyCount]));
  const total = async (query: string) => Number((await t.agent().get(`/api/companies?${query}`)).headers['x-total-count']);

  it('moves the companies of each merged name into the category it meant, with counts equal to the companies', async () => {
    // The database as it was before the merge: the three names listed, with companies of their own.
    const runner = t.db.createQueryRunner();
    const migration = new MergedCategories1767351000000();
    try {
      await migration.down(runner);
      const before: Record<string, string[]> = {};
      for (const [merged, into] of Object.entries(MERGED)) {
        const own = [await createCompany(lister, { category: into }), await createCompany(lister, { category: into })];
        // Filed under the merged name, as the API did then (it maps the name now), with its count.
        await t.db.query(`UPDATE companies SET category = $1 WHERE id = $2`, [merged, own[1].id]);
        await t.db.query(`UPDATE categories SET company_count = company_count + (CASE WHEN name = $1 THEN 1 ELSE -1 END) WHERE name IN ($1, $2)`, [merged, into]);
        before[merged] = [own[1].id];
        before[into] = [own[0].id];
      }
      expect(Object.keys(await categoriesRows())).toEqual(expect.arrayContaining(Object.keys(MERGED)));

      await migration.up(runner);
      const rows = await categoriesRows();
      for (const [merged, into] of Object.entries(MERGED)) {
        expect(rows[merged]).toBeUndefined();
        const [moved] = await t.db.query(`SELECT category FROM companies WHERE id = $1`, [before[merged][0]]);
        expect(moved.category).toBe(into);
      }
      const counted: { category: string; n: number }[] = await t.db.query(`SELECT category, count(*)::int AS n FROM companies GROUP BY category`);
      for (const { category, n } of counted) expect({ category, count: rows[category] }).toEqual({ category, count: n });
    } finally {
      await runner.release();
    }
  });

  async function categoriesRows(): Promise<Record<string, number>> {
    const rows: { name: string; n: number }[] = await t.db.query(`SELECT name, company_count AS n FROM categories`);
    return Object.fromEntries(rows.map((r) => [r.name, r.n]));
  }

  it('lists each merged category once, and finds it by any of its former names', async () => {
    const listed = await categories();
    for (const [merged, into] of Object.entries(MERGED)) {
      expect(listed[merged]).toBeUndefined();
      expect(await total(`category=${encodeURIComponent(merged)}`)).toBe(listed[into]);
      expect(await total(`category=${encodeURIComponent(into)}`)).toBe(listed[into]);
    }
    // A search for a former name's words finds the companies of the category it was merged into.
    const found = (await t.agent().get('/api/companies?search=financial&limit=100')).body as { category: string }[];
    expect(found.length).toBe(listed.Finance);
    expect(new Set(found.map((c) => c.category))).toEqual(new Set(['Finance']));
  });

  it('files a company added under a former name in the merged category, and counts it there', async () => {
    const before = await categories();
    const added = await createCompany(lister, { category: 'Communication' });
    expect(added.category).toBe('Telecommunications');
    expect((await categories()).Telecommunications).toBe(before.Telecommunications + 1);
  });
});
