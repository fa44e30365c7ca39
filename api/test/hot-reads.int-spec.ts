// The in-memory cache of hot answers: served from memory, revalidated by ETag, and never stale
// after a write: every write that changes a kept answer is seen by the next read, on this
// instance at once and on another instance as soon as the database's notification reaches it.
import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { createApp } from '../src/app.factory.js';
import { HotReadCache } from '../src/modules/hot-reads/hot-read-cache.js';
import { HotReadInvalidations } from '../src/modules/hot-reads/hot-read-invalidations.js';
import { TransparencyRepository } from '../src/modules/moderation/transparency.repository.js';
import { Agent, createCompany, createTestApp, nextIp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'Checked against the reviewer’s order history.';

describe('hot reads', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let cache: HotReadCache;

  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(HotReadCache);
    owner = await registerUser(t, { verified: true });
    admin = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
  });
  afterAll(() => t.close());

  // Readers that do not wait for invalidations first: what they read is what the cache serves.
  const reader = () => t.agent(undefined, { settle: false });
  const page = async (id: string, agent = reader()) => (await agent.get(`/api/companies/${id}`)).body;

  async function reviewed(rating = 4) {
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const res = await author.agent.post('/api/reviews', { companyId: company.id, rating, title: 'First visit', content: 'Quick and friendly, would go again.' });
    expect(res.status).toBe(201);
    return { company, author, reviewId: res.body.id as string };
  }

  it('serves a company page from memory with an ETag, and 304 to a client that has it', async () => {
    const { company } = await reviewed();
    const first = await reader().get(`/api/companies/${company.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(cache.get(`/api/companies/${company.id}`)?.etag).toBe(first.headers.etag);
    const again = await reader().get(`/api/companies/${company.id}`);
    expect(again.text).toBe(first.text);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await reader().get(`/api/companies/${company.id}`, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // Later pages and unknown companies are not kept.
    await reader().get(`/api/companies/${company.id}?offset=20&limit=50`);
    expect(cache.get(`/api/companies/${company.id}?offset=20&limit=50`)).toBeUndefined();
    expect((await reader().get(`/api/companies/${randomUUID()}`)).status).toBe(404);
  });

  it('shows every write to a kept company page on the next read', async () => {
    const { company, author, reviewId } = await reviewed(4);
    expect((await page(company.id)).totalReviews).toBe(1);

    // A second review.
    const second = await registerUser(t, { verified: true });
    const written = await second.agent.post('/api/reviews', { companyId: company.id, rating: 2, title: 'Slow', content: 'It took three weeks to arrive.' });
    expect((await page(company.id)).totalReviews).toBe(2);

    // Edit, vote, delete.
    expect((await author.agent.put(`/api/reviews/${reviewId}`, { title: 'Second visit too' })).status).toBe(200);
    expect((await page(company.id)).reviews.map((r: { title: string }) => r.title)).toContain('Second visit too');
    expect((await second.agent.post(`/api/reviews/${reviewId}/vote`, { voteType: 'helpful' })).status).toBe(200);
    expect((await page(company.id)).reviews.find((r: { id: string }) => r.id === reviewId).helpfulCount).toBe(1);
    expect((await second.agent.delete(`/api/reviews/${written.body.id}`)).status).toBe(204);
    expect((await page(company.id)).totalReviews).toBe(1);

    // Hide and restore.
    expect((await admin.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'fake', facts: FACTS })).status).toBe(200);
    expect((await page(company.id)).totalReviews).toBe(0);
    expect((await admin.agent.post(`/api/admin/reviews/${reviewId}/restore`, { facts: FACTS })).status).toBe(200);
    expect((await page(company.id)).reviews.map((r: { id: string }) => r.id)).toEqual([reviewId]);

    // A moderator's corrections and notice.
    expect((await admin.agent.request('PATCH', `/api/admin/companies/${company.id}`, { name: 'Renamed Traders', facts: FACTS })).status).toBe(200);
    expect((await page(company.id)).name).toBe('Renamed Traders');
    expect((await admin.agent.post(`/api/admin/companies/${company.id}/notice`, { days: 3, facts: FACTS })).status).toBe(200);
    expect((await page(company.id)).notice).not.toBeNull();

    // The author renames themselves: their name is on the review.
    expect((await author.agent.put('/api/auth/profile', { firstName: 'Zed' })).status).toBe(200);
    expect((await page(company.id)).reviews[0].authorName).toMatch(/^Zed/);
  });

  it('shows a business reply and a verified claim on the next read', async () => {
    const domain = `hot-${randomBytes(4).toString('hex')}.example`;
    const company = await createCompany(owner, { website: `https://www.${domain}` });
    const author = await registerUser(t, { verified: true });
    const reviewId = (await author.agent.post('/api/reviews', { companyId: company.id, rating: 5, title: 'Great', content: 'Lovely people, fair prices.' })).body.id;
    expect((await page(company.id)).claimed).toBe(false);
    const business = t.agent();
    const registered = await business.post('/api/business/register', { contactName: 'Jo Owner', companyName: 'Hot Co', email: `jo@${domain}`, password: 'business-password-1', website: `https://${domain}` });
    expect(registered.status).toBe(201);
    await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [registered.body.account.id]);
    expect((await business.post('/api/business/claims', { companyId: company.id })).body.status).toBe('verified');
    expect((await page(company.id)).claimed).toBe(true);
    expect((await business.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Thank you!' })).status).toBe(200);
    expect((await page(company.id)).reviews[0].reply.content).toBe('Thank you!');
  });

  it('keeps featured, recent reviews and categories true after writes', async () => {
    const before = (await reader().get('/api/categories')).body.find((c: { name: string }) => c.name === 'Banking').companyCount;
    await createCompany(owner, { category: 'Banking' });
    expect((await reader().get('/api/categories')).body.find((c: { name: string }) => c.name === 'Banking').companyCount).toBe(before + 1);

    expect((await reader().get('/api/reviews/recent?limit=3')).status).toBe(200);
    expect((await reader().get('/api/companies/featured?limit=24')).status).toBe(200);
    const { company, reviewId } = await reviewed(5);
    expect((await reader().get('/api/reviews/recent?limit=3')).body[0].id).toBe(reviewId);
    const featured = (await reader().get('/api/companies/featured?limit=24')).body.map((c: { id: string }) => c.id);
    expect(featured).toContain(company.id);
  });

  it('keeps one spelling of each answer: ids in upper case or percent-encoded, numbers with leading zeros and repeated keys are answered, not kept', async () => {
    const { company } = await reviewed();
    const id = company.id;
    // The first character of the id percent-encoded ("%61" is "a", "%30" is "0"): the same id to the router.
    const escaped = `%${id.charCodeAt(0).toString(16)}${id.slice(1)}`;
    const spellings: [string, string][] = [
      [`/api/companies/${id}`, `/api/companies/${id.toUpperCase()}`],
      [`/api/companies/${id}`, `/api/companies/${escaped}`],
      [`/api/widgets/${id}`, `/api/widgets/${id.toUpperCase()}`],
      [`/api/companies/${id}/highlights`, `/api/companies/${escaped}/highlights`],
      ['/api/reviews/recent?limit=3', '/api/reviews/recent?limit=003'],
      ['/api/companies/featured?limit=6', '/api/companies/featured?limit=06'],
      ['/api/companies/sitemap?page=0', '/api/companies/sitemap?page=00'],
    ];
    for (const [plain, other] of spellings) {
      const first = await reader().get(plain);
      expect(first.status).toBe(200);
      expect(cache.get(plain)?.etag).toBe(first.headers.etag);
      const answer = await reader().get(other);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(first.text);
      expect(cache.get(other)).toBeUndefined();
    }
  });

  it('keeps the transparency figures, and shows every report, decision and appeal on the next read', async () => {
    // Seven aggregates a read: counted through one of them.
    const reads = jest.spyOn(t.app.get(TransparencyRepository), 'period');
    try {
      const first = await reader().get('/api/transparency');
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
      const again = await reader().get('/api/transparency');
      expect(again.text).toBe(first.text);
      expect(reads).toHaveBeenCalledTimes(1);
      expect((await reader().get('/api/transparency', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
    // Read, and kept: each write below has a kept answer to invalidate.
    const figures = async () => {
      const res = await reader().get('/api/transparency');
      expect(cache.get('/api/transparency')?.etag).toBe(res.headers.etag);
      return res.body;
    };
    const before = await figures();

    // A report filed through the API.
    const { reviewId, author } = await reviewed(1);
    const reporter = await registerUser(t, { verified: true });
    expect((await reporter.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'offensive' })).status).toBe(201);
    const reported = await figures();
    expect(reported.reportsReceived).toBe(before.reportsReceived + 1);
    expect(reported.reportsByReason.offensive).toBe(before.reportsByReason.offensive + 1);

    // A moderator hides the review: an audit row, the report closed.
    expect((await admin.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'offensive', facts: FACTS })).status).toBe(200);
    const hidden = await figures();
    expect(hidden.reviewsHidden).toBe(before.reviewsHidden + 1);
    expect(hidden.hiddenByReason.offensive).toBe(before.hiddenByReason.offensive + 1);
    expect(hidden.decisions).toBe(before.decisions + 1);
    expect(hidden.medianHoursReportToDecision).not.toBeNull();

    // The author appeals.
    expect((await author.agent.post(`/api/reviews/${reviewId}/appeal`, { statement: 'I only described what happened to me.' })).status).toBe(201);
    expect((await figures()).appeals.received).toBe(before.appeals.received + 1);

    // Any writer, not only the API: a signal written straight to the database.
    await t.db.query(`INSERT INTO review_signals (review_id, signal) VALUES ($1, 'burst')`, [reviewId]);
    await t.app.get(HotReadInvalidations).settle();
    expect((await figures()).signalsRaised.burst).toBe(before.signalsRaised.burst + 1);

    // A decision alone (a review nobody reported): only the audit log moves.
    const unreported = await reviewed(2);
    expect((await admin.agent.post(`/api/admin/reviews/${unreported.reviewId}/hide`, { reason: 'advertising', facts: FACTS })).status).toBe(200);
    const decided = await figures();
    expect(decided.hiddenByReason.advertising).toBe(before.hiddenByReason.advertising + 1);
    expect(decided.decisions).toBe(before.decisions + 2);
  });

  describe('the widget', () => {
    /** A company with a verified owner on the Free plan, and one review. */
    async function ownedCompany() {
      const domain = `widget-${randomBytes(4).toString('hex')}.example`;
      const company = await createCompany(owner, { website: `https://www.${domain}` });
      const business = t.agent();
      const registered = await business.post('/api/business/register', { contactName: 'Wi Owner', companyName: 'Widget Co', email: `wi@${domain}`, password: 'business-password-1', website: `https://${domain}` });
      expect(registered.status).toBe(201);
      await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [registered.body.account.id]);
      expect((await business.post('/api/business/claims', { companyId: company.id })).body.status).toBe('verified');
      const author = await registerUser(t, { verified: true });
      const reviewId = (await author.agent.post('/api/reviews', { companyId: company.id, rating: 5, title: 'Great', content: 'Lovely people, fair prices.' })).body.id as string;
      return { company, business, accountId: registered.body.account.id as string, reviewId };
    }
    const widget = (id: string, headers?: Record<string, string>) => reader().get(`/api/widgets/${id}`, headers);
    /** Read, and kept: the next write has a kept answer to invalidate. */
    const kept = async (id: string) => {
      const res = await widget(id);
      expect(cache.get(`/api/widgets/${id}`)?.etag).toBe(res.headers.etag);
      return res.body;
    };
    const crossOrigin = (res: { headers: Record<string, unknown> }) => {
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    };

    it('is served from memory, cross-origin, with its own caching and 304 to its ETag', async () => {
      const { company } = await ownedCompany();
      const first = await widget(company.id, { origin: 'https://blog.example.org' });
      expect(first.status).toBe(200);
      crossOrigin(first);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
      expect(cache.get(`/api/widgets/${company.id}`)?.etag).toBe(first.headers.etag);

      // Renamed behind the cache's back (no notification): the kept answer is what is served.
      await t.db.query(`ALTER TABLE companies DISABLE TRIGGER companies_hot_reads`);
      await t.db.query(`UPDATE companies SET name = 'Quietly Renamed' WHERE id = $1`, [company.id]);
      await t.db.query(`ALTER TABLE companies ENABLE TRIGGER companies_hot_reads`);
      const hit = await widget(company.id, { origin: 'https://blog.example.org' });
      expect(hit.text).toBe(first.text);
      expect(hit.body.name).not.toBe('Quietly Renamed');
      crossOrigin(hit);
      expect(hit.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(hit.headers['set-cookie']).toBeUndefined();

      // Revalidation from memory: a list, and the weak form a compressing proxy sends.
      for (const tag of [String(first.headers.etag), `"other", W/${first.headers.etag}`]) {
        const revalidated = await widget(company.id, { 'if-none-match': tag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.text).toBe('');
        crossOrigin(revalidated);
      }
      expect((await widget(company.id, { 'if-none-match': '"other"' })).status).toBe(200);

      // Another query string is read from the database and not kept.
      const queried = await widget(`${company.id}?v=2`);
      expect(queried.body.name).toBe('Quietly Renamed');
      crossOrigin(queried);
      expect(cache.get(`/api/widgets/${company.id}?v=2`)).toBeUndefined();
    });

    it('shows a new review, a hidden one and a plan change on the next read', async () => {
      const { company, business, accountId, reviewId } = await ownedCompany();
      expect(await kept(company.id)).toMatchObject({ totalReviews: 1, templates: ['mini'] });

      // A new review.
      const author = await registerUser(t, { verified: true });
      const written = await author.agent.post('/api/reviews', { companyId: company.id, rating: 3, title: 'Fine', content: 'Did the job, nothing more.' });
      expect(written.status).toBe(201);
      const reviewed = await kept(company.id);
      expect(reviewed.totalReviews).toBe(2);
      expect(reviewed.reviews[0].title).toBe('Fine');

      // A moderator hides it.
      expect((await admin.agent.post(`/api/admin/reviews/${written.body.id}/hide`, { reason: 'fake', facts: FACTS })).status).toBe(200);
      expect(await kept(company.id)).toMatchObject({ totalReviews: 1, averageRating: '5.0' });

      // The owner changes plan: more templates.
      const plus = await business.put('/api/business/plan', { plan: 'plus' });
      expect(plus.body.plan.id).toBe('plus');
      expect((await kept(company.id)).templates).toEqual(['mini', 'carousel']);
      // Whoever changes it (a moderator's approval, a script): the trigger tells the cache.
      await t.db.query(`UPDATE business_accounts SET plan = 'premium' WHERE id = $1`, [accountId]);
      await t.app.get(HotReadInvalidations).settle();
      expect((await kept(company.id)).templates).toEqual(['mini', 'carousel', 'list']);

      // A vote moves no widget figure: read again after the invalidation, it is still a 304.
      const etag = String((await widget(company.id)).headers.etag);
      const voter = await registerUser(t, { verified: true });
      expect((await voter.agent.post(`/api/reviews/${reviewId}/vote`, { voteType: 'helpful' })).status).toBe(200);
      expect(cache.get(`/api/widgets/${company.id}`)).toBeUndefined();
      const revalidated = await widget(company.id, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      crossOrigin(revalidated);
    });
  });

  it('starts empty and serves from the database while it cannot hear invalidations', async () => {
    const { company } = await reviewed();
    await page(company.id);
    expect(cache.size).toBeGreaterThan(0);
    await t.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hot-read-invalidations' AND datname = current_database()`);
    await waitFor(() => !cache.enabled);
    expect(cache.size).toBe(0);
    // A change nobody announces is read at once while the cache is off.
    await t.db.query(`ALTER TABLE companies DISABLE TRIGGER companies_hot_reads`);
    await t.db.query(`UPDATE companies SET description = 'Changed quietly' WHERE id = $1`, [company.id]);
    await t.db.query(`ALTER TABLE companies ENABLE TRIGGER companies_hot_reads`);
    expect((await page(company.id)).description).toBe('Changed quietly');
    // It listens again by itself, from empty.
    await waitFor(() => cache.enabled, 5000);
    expect((await page(company.id)).description).toBe('Changed quietly');
  });

  it('is invalidated across instances: a write on one is seen by the other', async () => {
    const other: NestFastifyApplication = await createApp(t.config, t.url);
    try {
      const otherCache = other.get(HotReadCache);
      await waitFor(() => otherCache.enabled);
      const onOther = new Agent(other, nextIp(), false);
      const { company, author, reviewId } = await reviewed(3);
      // Both instances keep the page.
      expect((await page(company.id)).reviews[0].title).toBe('First visit');
      expect((await onOther.get(`/api/companies/${company.id}`)).body.reviews[0].title).toBe('First visit');
      expect(otherCache.get(`/api/companies/${company.id}`)).toBeDefined();

      // Written through the first instance, read on the second.
      expect((await author.agent.put(`/api/reviews/${reviewId}`, { title: 'Changed on instance one' })).status).toBe(200);
      await waitFor(() => otherCache.get(`/api/companies/${company.id}`) === undefined, 2000);
      expect((await onOther.get(`/api/companies/${company.id}`)).body.reviews[0].title).toBe('Changed on instance one');

      // And the other way round.
      const reviewer = await registerUser(t, { verified: true });
      const viaOther = new Agent(other, reviewer.agent.ip, false);
      reviewer.agent.cookies.forEach((v, k) => viaOther.cookies.set(k, v));
      expect((await viaOther.post('/api/reviews', { companyId: company.id, rating: 1, title: 'Via two', content: 'Written on the second instance.' })).status).toBe(201);
      await waitFor(() => cache.get(`/api/companies/${company.id}`) === undefined, 2000);
      expect((await page(company.id)).totalReviews).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('bounds every statement of a request with the configured timeout', async () => {
    expect(await t.db.query(`SHOW statement_timeout`)).toEqual([{ statement_timeout: `${t.config.statementTimeoutMs / 1000}s` }]);
    await expect(t.db.query(`SELECT pg_sleep(${t.config.statementTimeoutMs / 1000 + 1})`)).rejects.toThrow(/statement timeout/);
  }, 15_000);
});

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
