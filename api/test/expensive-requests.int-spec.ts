// Security review finding 6: searches, deep pages, added companies and written reviews are limited
// per client address (and per account when signed in), offsets are bounded, and every real page
// of a company's reviews and of a search stays reachable.
import { randomBytes } from 'node:crypto';
import { MAX_OFFSET } from '../src/common/validation/paging.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, nextIp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

describe('limits on expensive requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function companyBody(name = `Limit ${randomBytes(4).toString('hex')}`) {
    return { name, category: 'Technology', website: `https://www.${name.toLowerCase().replace(/\W+/g, '-')}.example.com` };
  }

  /** The user's session, used from another client address. */
  function at(ip: string, user: TestUser): TestUser {
    const agent = t.agent(ip);
    user.agent.cookies.forEach((v, k) => agent.cookies.set(k, v));
    return { ...user, agent };
  }

  describe('company search', () => {
    it('allows 300 searches per address in 5 minutes, then answers 429 with Retry-After; other addresses go on', async () => {
      const ip = nextIp();
      const search = (q: string) => t.agent(ip).get(`/api/companies?search=${encodeURIComponent(q)}&limit=1`);
      for (let i = 0; i < 300; i++) expect((await search(`query ${i}`)).status).toBe(200);
      const over = await search('one too many');
      expectError(over, 429, /Too many searches/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(300);
      expect((await t.agent().get('/api/companies?search=elsewhere')).status).toBe(200);
      // Browsing a category's first pages is no search: it stays open to the same address.
      expect((await t.agent(ip).get('/api/companies?category=Technology')).status).toBe(200);
    });

    it('counts deep pages of the directory as searches, not its first pages', async () => {
      const ip = nextIp();
      for (let i = 0; i < 310; i++) expect((await t.agent(ip).get(`/api/companies?offset=${i % 20}&limit=1`)).status).toBe(200);
      for (let i = 0; i < 300; i++) expect((await t.agent(ip).get(`/api/companies?offset=${1000 + i}&limit=1`)).status).toBe(200);
      expectError(await t.agent(ip).get('/api/companies?offset=5000'), 429);
    });
  });

  describe('company reviews', () => {
    it('counts the first page of a verified-only view (its total is counted) as a search, not its later pages nor kept-count filters', async () => {
      const owner = await registerUser(t);
      const company = await createCompany(owner);
      const ip = nextIp();
      const page = (query: string) => t.agent(ip).get(`/api/companies/${company.id}?${query}`);
      for (let i = 0; i < 300; i++) expect((await page(i % 2 ? 'verified=true' : 'verified=true&offset=0&topic=Delivery')).status).toBe(200);
      expectError(await page('verified=true&rating=5'), 429, /Too many searches/);
      // Load more of the same view reads no count, and a rating or topic view's total is kept.
      expect((await page('verified=true&offset=20&limit=50')).status).toBe(200);
      expect((await page('rating=5&topic=Delivery')).status).toBe(200);
      expect((await page('verified=false')).status).toBe(200);
    });
  });

  describe('offsets', () => {
    it(`accepts offsets up to ${MAX_OFFSET}: every page of the largest company (about 13,000 reviews) and of a 100,000-company directory`, async () => {
      const owner = await registerUser(t);
      const company = await createCompany(owner);
      for (const offset of [13_000, 99_950, MAX_OFFSET]) {
        const page = await t.agent().get(`/api/companies/${company.id}?offset=${offset}&limit=50`);
        expect(page.status).toBe(200);
        expect(page.body.reviews).toEqual([]);
        expect(page.body.hasMoreReviews).toBe(false);
        const list = await t.agent().get(`/api/companies?category=Technology&offset=${offset}`);
        expect(list.status).toBe(200);
        expect(list.body).toEqual([]);
        expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
      }
    });

    it('refuses offsets past the bound with one sentence', async () => {
      expectError(await t.agent().get(`/api/companies?offset=${MAX_OFFSET + 1}`), 400, new RegExp(`Offset must be at most ${MAX_OFFSET}`));
      expectError(await t.agent().get(`/api/companies?search=abc&offset=1000000`), 400, /Offset must be at most/);
      const owner = await registerUser(t);
      const company = await createCompany(owner);
      expectError(await t.agent().get(`/api/companies/${company.id}?offset=1000000`), 400, /Offset must be at most/);
    });

    it('serves the last page of a search past which nothing is read', async () => {
      const owner = await registerUser(t);
      const tag = `Zqoffset${randomBytes(3).toString('hex')}`;
      for (let i = 0; i < 3; i++) await createCompany(owner, { name: `${tag} ${i}` });
      const last = await t.agent().get(`/api/companies?search=${tag}&offset=2&limit=50`);
      expect(last.body.map((c: { name: string }) => c.name)).toEqual([`${tag} 2`]);
      const past = await t.agent().get(`/api/companies?search=${tag}&offset=3`);
      expect(past.body).toEqual([]);
      expect(past.headers['x-total-count']).toBe('3');
    });
  });

  describe('adding companies', () => {
    it('allows 20 a day per account, then answers 429 with a sentence and Retry-After', async () => {
      const user = await registerUser(t);
      for (let i = 0; i < 20; i++) expect((await user.agent.post('/api/companies', companyBody())).status).toBe(201);
      const over = await user.agent.post('/api/companies', companyBody());
      expectError(over, 429, /added many businesses today/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(60 * 60);
      // Another person adds theirs as usual.
      expect((await (await registerUser(t)).agent.post('/api/companies', companyBody())).status).toBe(201);
    });

    it('allows 50 a day per address, whichever accounts add them', async () => {
      const ip = nextIp();
      const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(t).then((u) => at(ip, u))));
      for (let i = 0; i < 50; i++) expect((await users[i % 3].agent.post('/api/companies', companyBody())).status).toBe(201);
      expectError(await users[2].agent.post('/api/companies', companyBody()), 429, /from your network today/);
    });

    it('limits a business adding and claiming companies the same way', async () => {
      const n = nextIp().replace(/\./g, '-');
      const agent = t.agent();
      const account = { contactName: 'Jane', companyName: `Adds ${n}`, email: `owner@adds-${n}.example`, password: `juniper-adds-${n}`, website: `https://www.adds-${n}.example` };
      const registered = await agent.post('/api/business/register', account);
      expect(registered.status).toBe(201);
      for (let i = 0; i < 20; i++) {
        expect((await agent.post('/api/business/companies', companyBody())).status).toBe(201);
        // An account may have only a few claims waiting at once: a moderator decides each as it comes.
        await t.db.query(`UPDATE company_claims SET status = 'rejected', decided_at = now() WHERE account_id = $1 AND status = 'pending'`, [registered.body.account.id]);
      }
      expectError(await agent.post('/api/business/companies', companyBody()), 429, /added many businesses today/);
    });
  });

  describe('writing reviews', () => {
    async function companies(n: number): Promise<string[]> {
      const ids: string[] = [];
      let owner = await registerUser(t);
      for (let i = 0; i < n; i++) {
        if (i % 20 === 19) owner = await registerUser(t);
        ids.push((await createCompany(owner)).id);
      }
      return ids;
    }
    const write = (user: TestUser, companyId: string) =>
      user.agent.post('/api/reviews', { companyId, rating: 4, title: 'Good service', content: 'Friendly staff and a quick answer to my question.' });

    it('allows 30 reviews a day per account', async () => {
      const ids = await companies(31);
      const user = await registerUser(t, { verified: true });
      for (const id of ids.slice(0, 30)) expect((await write(user, id)).status).toBe(201);
      const over = await write(user, ids[30]);
      expectError(over, 429, /written many reviews today/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('allows 60 reviews an hour per address, whichever accounts write them', async () => {
      const ids = await companies(21);
      const ip = nextIp();
      const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(t, { verified: true }).then((u) => at(ip, u))));
      for (let i = 0; i < 60; i++) expect((await write(users[i % 3], ids[Math.floor(i / 3)])).status).toBe(201);
      expectError(await write(users[0], ids[20]), 429, /reviews written from your network/);
      // The same people elsewhere are not held back by that address.
      expect((await write(at(nextIp(), users[0]), ids[20])).status).toBe(201);
    });
  });
});
