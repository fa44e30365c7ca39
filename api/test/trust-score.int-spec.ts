import { CompaniesRepository } from '../src/modules/companies/companies.repository.js';
import { createCompany, createTestApp, registerUser, type TestApp } from './support/test-app.js';

describe('TrustScore', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function companyWith(ratings: number[], ageSql: string | null) {
    const owner = await registerUser(t, { verified: true });
    const company = await createCompany(owner);
    for (const rating of ratings) {
      const author = await registerUser(t, { verified: true });
      // Year-old accounts: reviews from brand-new ones raise signals, and flagged reviews lift no rank.
      await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [author.user.id]);
      const res = await author.agent.post('/api/reviews', { companyId: company.id, rating, title: 'A fair title', content: 'Some fair review content.' });
      if (ageSql) await t.db.query(`UPDATE reviews SET created_at = now() - interval '${ageSql}' WHERE id = $1`, [res.body.id]);
    }
    return company.id as string;
  }

  it('weighs newer reviews more: four fresh 4-star reviews outrank three 5-star reviews three years old', async () => {
    const old = await companyWith([5, 5, 5], '3 years');
    const fresh = await companyWith([4, 4, 4, 4], null);
    const a = (await t.agent().get(`/api/companies/${old}`)).body;
    const b = (await t.agent().get(`/api/companies/${fresh}`)).body;
    // The plain mean is unchanged by age.
    expect([a.averageRating, b.averageRating]).toEqual(['5.0', '4.0']);
    // weights ½^3 each (3 × 0.125 = 0.375): (24.5 + 1.875) / 7.375 = 3.576…; fresh: (24.5 + 16) / 11 = 3.68…
    expect(a.trustScore).toMatchObject({ value: '3.6', weightedAverage: 5 });
    expect(a.trustScore.effectiveReviews).toBeCloseTo(0.375, 1); // three years hold a leap day: a hair under three half-lives
    expect(b.trustScore).toMatchObject({ value: '3.7', effectiveReviews: 4, weightedAverage: 4 });
    const featured = (await t.agent().get('/api/companies/featured?limit=24')).body.map((c: { id: string }) => c.id);
    expect(featured.indexOf(fresh)).toBeLessThan(featured.indexOf(old));
  });

  it('keeps the stored rank in step with every write, and the periodic refresh catches up with time', async () => {
    const id = await companyWith([2], null);
    const rank = async () => (await t.db.query(`SELECT trust_rank FROM companies WHERE id = $1`, [id]))[0].trust_rank as number;
    // The score of a fresh 2-star review moves by about 4e-9 a second as it ages: a busy machine
    // takes more than the tenth of a second that 9 decimals allowed between the write and a read.
    expect(await rank()).toBeCloseTo((24.5 + 2) / 8, 6);
    await t.db.query(`UPDATE companies SET trust_rank = 1 WHERE id = $1`, [id]);
    expect(await t.app.get(CompaniesRepository).refreshTrustRanks()).toBeGreaterThanOrEqual(1);
    expect(await rank()).toBeCloseTo((24.5 + 2) / 8, 6);
  });
});
