// Site-wide stats: shape, and values that follow every write (the test app sets STATS_CACHE_MS=0).
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

/** One digit after the point, half up. */
function average(sum: number, count: number): string {
  return count === 0 ? '0.0' : (Math.round((sum * 10) / count) / 10).toFixed(1);
}

describe('stats', () => {
  let t: TestApp;
  let owner: TestUser;

  const stats = async () => {
    const res = await t.agent().get('/api/stats');
    expect(res.status).toBe(200);
    return res.body as { totalReviews: number; totalCompanies: number; averageRating: string; totalUsers: number };
  };

  /** The truth, counted from rows rather than from kept aggregates. */
  const truth = async () => {
    const [row] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM companies) AS companies,
              (SELECT count(*)::int FROM reviews) AS reviews,
              (SELECT coalesce(sum(rating), 0)::int FROM reviews) AS sum,
              (SELECT count(*)::int FROM users) AS users`,
    );
    return row as { companies: number; reviews: number; sum: number; users: number };
  };

  async function writeReview(user: TestUser, companyId: string, rating: number): Promise<any> {
    const res = await user.agent.post('/api/reviews', {
      companyId,
      rating,
      title: 'Counted review',
      content: 'This review should show up in the site-wide stats.',
    });
    if (res.status !== 201) throw new Error(`review failed: ${res.status} ${res.text}`);
    return res.body;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t, { verified: true });
  });

  afterAll(() => t.close());

  it('answers {totalReviews, totalCompanies, averageRating, totalUsers} with zeros on a site without companies', async () => {
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM companies`);
    expect(n).toBe(0); // nothing written yet in this file's database
    const res = await t.agent().get('/api/stats');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    // The one person registered before this file's tests.
    expect(res.body).toEqual({ totalReviews: 0, totalCompanies: 0, averageRating: '0.0', totalUsers: 1 });
  });

  it('counts the people registered, and each new sign-up', async () => {
    const before = (await stats()).totalUsers;
    expect(before).toBe((await truth()).users);
    await registerUser(t);
    await registerUser(t, { verified: true });
    expect((await stats()).totalUsers).toBe(before + 2);
  });

  it('follows company and review writes at once', async () => {
    const base = await truth();
    expect(await stats()).toMatchObject({ totalReviews: base.reviews, totalCompanies: base.companies, averageRating: average(base.sum, base.reviews) });

    const a = await createCompany(owner, { category: 'Automotive' });
    const b = await createCompany(owner, { category: 'Automotive' });
    expect(await stats()).toMatchObject({ totalCompanies: base.companies + 2, totalReviews: base.reviews });

    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(t, { verified: true })));
    // Company a: 5, 5, 5 and company b: 1. The site-wide average is over reviews (16 / 4 = 4.0),
    // not over companies ((5 + 1) / 2 = 3.0).
    const r0 = await writeReview(users[0], a.id, 5);
    let s = await stats();
    expect(s.totalReviews).toBe(base.reviews + 1);
    expect(s.averageRating).toBe(average(base.sum + 5, base.reviews + 1));
    await writeReview(users[1], a.id, 5);
    await writeReview(users[2], a.id, 5);
    const r3 = await writeReview(users[3], b.id, 1);
    s = await stats();
    expect(s.totalReviews).toBe(base.reviews + 4);
    expect(s.averageRating).toBe(average(base.sum + 16, base.reviews + 4));
    if (base.reviews === 0) expect(s.averageRating).toBe('4.0');

    // An edit moves the average without changing the count: 5 -> 2 gives 13 / 4 = 3.25 -> "3.3".
    expect((await users[0].agent.put(`/api/reviews/${r0.id}`, { rating: 2 })).status).toBe(200);
    s = await stats();
    expect(s.totalReviews).toBe(base.reviews + 4);
    expect(s.averageRating).toBe(average(base.sum + 13, base.reviews + 4));
    if (base.reviews === 0) expect(s.averageRating).toBe('3.3');

    // A delete removes the review from both: 12 / 3 = 4.0.
    expect((await users[3].agent.delete(`/api/reviews/${r3.id}`)).status).toBe(204);
    s = await stats();
    expect(s.totalReviews).toBe(base.reviews + 3);
    expect(s.averageRating).toBe(average(base.sum + 12, base.reviews + 3));

    // Stats agree with the rows, whatever happened before this test.
    const now = await truth();
    expect(await stats()).toEqual({ totalReviews: now.reviews, totalCompanies: now.companies, averageRating: average(now.sum, now.reviews), totalUsers: now.users });
    expect(now.companies).toBe(base.companies + 2);
  });

  it('keeps one digit after the point', async () => {
    const c = await createCompany(owner, { category: 'Travel' });
    const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(t, { verified: true })));
    for (const [i, u] of users.entries()) await writeReview(u, c.id, [4, 4, 3][i]);
    const s = await stats();
    expect(s.averageRating).toMatch(/^[0-5]\.\d$/);
    const now = await truth();
    expect(s).toEqual({ totalReviews: now.reviews, totalCompanies: now.companies, averageRating: average(now.sum, now.reviews), totalUsers: now.users });
    expect(typeof s.totalReviews).toBe('number');
    expect(typeof s.totalCompanies).toBe('number');
  });
});
