// "Reported" on the Report buttons of a page: one read says which of its reviews the signed-in
// person (or business) reported already.
import { randomBytes } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

describe('GET /api/reviews/reported', () => {
  let t: TestApp;
  let lister: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    lister = await registerUser(t, { verified: true });
  });
  afterAll(() => t.close());

  async function reviewsOf(companyId: string, n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const author = await registerUser(t, { verified: true });
      const res = await author.agent.post('/api/reviews', { companyId, rating: 3, title: `Review ${i}`, content: 'An ordinary experience, nothing more.' });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    return ids;
  }

  it('answers which of the given reviews the user reported, whatever became of the report', async () => {
    const company = await createCompany(lister);
    const [a, b, c] = await reviewsOf(company.id, 3);
    const reader = await registerUser(t);
    const other = await registerUser(t);
    expect((await reader.agent.post(`/api/reviews/${a}/reports`, { reason: 'fake' })).status).toBe(201);
    expect((await reader.agent.post(`/api/reviews/${c}/reports`, { reason: 'advertising' })).status).toBe(201);
    expect((await other.agent.post(`/api/reviews/${b}/reports`, { reason: 'offensive' })).status).toBe(201);

    const res = await reader.agent.get(`/api/reviews/reported?ids=${a},${b},${c}`);
    expect(res.status).toBe(200);
    expect([...res.body.reviewIds].sort()).toEqual([a, c].sort());
    expect((await other.agent.get(`/api/reviews/reported?ids=${a},${b},${c}`)).body).toEqual({ reviewIds: [b] });

    // A moderator's decision closes the report; the person still reported it (and cannot again).
    await t.db.query(`UPDATE review_reports SET status = 'dismissed', closed_at = now() WHERE review_id = $1`, [a]);
    expect((await reader.agent.get(`/api/reviews/reported?ids=${a}`)).body).toEqual({ reviewIds: [a] });
    expectError(await reader.agent.post(`/api/reviews/${a}/reports`, { reason: 'fake' }), 409, /already reported/);
  });

  it('answers a business for its own reports only', async () => {
    const domain = `shop-${randomBytes(4).toString('hex')}.example`;
    const company = await createCompany(lister, { website: `https://www.${domain}` });
    const [a, b] = await reviewsOf(company.id, 2);
    const owner = t.agent();
    const reg = await owner.post('/api/business/register', { contactName: 'Jo Owner', companyName: company.name, email: `owner@${domain}`, password: 'business-password-1', website: `https://www.${domain}` });
    await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [reg.body.account.id]);
    expect((await owner.post('/api/business/claims', { companyId: company.id })).body.status).toBe('verified');
    expect((await owner.post(`/api/reviews/${b}/reports`, { reason: 'fake' })).status).toBe(201);
    expect((await owner.get(`/api/reviews/reported?ids=${a},${b}`)).body).toEqual({ reviewIds: [b] });
  });

  it('needs a sign-in and at most 100 well-formed ids', async () => {
    const reader = await registerUser(t);
    const id = '00000000-0000-4000-8000-000000000000';
    expectError(await t.agent().get(`/api/reviews/reported?ids=${id}`), 401);
    expectError(await reader.agent.get('/api/reviews/reported'), 400, /reviews must be given as ids/);
    expectError(await reader.agent.get('/api/reviews/reported?ids='), 400, /at least one review/);
    expectError(await reader.agent.get(`/api/reviews/reported?ids=${id},not-an-id`), 400, /as ids, comma-separated/);
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expectError(await reader.agent.get(`/api/reviews/reported?ids=${many}`), 400, /at most 100/);
    expect((await reader.agent.get(`/api/reviews/reported?ids=${many.split(',').slice(0, 100).join(',')}`)).body).toEqual({ reviewIds: [] });
  });
});
