// What depends on a session or an API key is never kept by a browser's or a shared cache: every
// answer of such a route carries Cache-Control: no-store, its refusals included, and so does every
// answer that sets a cookie. Public answers keep their own caching.
import { businessApi } from './support/business-api.js';
import { createCompany, createTestApp, type Reply, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const noStore = (res: Reply) => ({ status: res.status, cacheControl: res.headers['cache-control'] });

describe('Cache-Control on answers that depend on who asks', () => {
  let t: TestApp;
  let consumer: TestUser;
  let moderator: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    consumer = await registerUser(t, { verified: true });
    moderator = await registerStaff(t);
  });
  afterAll(() => t.close());

  const { owner, newKey, server } = businessApi(() => t);

  it('is no-store on the consumer session calls, signed in and signed out', async () => {
    for (const url of ['/api/auth/user', '/api/auth/sessions']) {
      expect(noStore(await consumer.agent.get(url))).toEqual({ status: 200, cacheControl: 'no-store' });
      expect(noStore(await t.agent().get(url))).toEqual({ status: 401, cacheControl: 'no-store' });
    }
    expect(noStore(await consumer.agent.put('/api/auth/profile', { firstName: '' }))).toEqual({ status: 400, cacheControl: 'no-store' });
  });

  it('is no-store under /api/business, signed in, signed out and with the wrong realm', async () => {
    const o = await owner();
    for (const url of ['/api/business/account', '/api/business/sessions', '/api/business/companies', '/api/business/plan', `/api/business/companies/${o.companyId}/invitations`]) {
      expect(noStore(await o.agent.get(url))).toEqual({ status: 200, cacheControl: 'no-store' });
      expect(noStore(await t.agent().get(url))).toEqual({ status: 401, cacheControl: 'no-store' });
      expect(noStore(await consumer.agent.get(url))).toEqual({ status: 401, cacheControl: 'no-store' });
    }
    const other = await owner();
    expect(noStore(await other.agent.get(`/api/business/companies/${o.companyId}/analytics`))).toEqual({ status: 403, cacheControl: 'no-store' });
  });

  it('is no-store under /api/admin, for moderators, users and visitors', async () => {
    for (const url of ['/api/admin/summary', '/api/admin/reports', '/api/admin/claims']) {
      expect(noStore(await moderator.agent.get(url))).toEqual({ status: 200, cacheControl: 'no-store' });
      expect(noStore(await consumer.agent.get(url))).toEqual({ status: 403, cacheControl: 'no-store' });
      expect(noStore(await t.agent().get(url))).toEqual({ status: 401, cacheControl: 'no-store' });
    }
    expect(noStore(await moderator.agent.get('/api/admin/reports?limit=0'))).toEqual({ status: 400, cacheControl: 'no-store' });
  });

  it('is no-store under /api/v1, with a key, a bad one, none, and a refused query', async () => {
    const o = await owner();
    const { key } = await newKey(o);
    for (const url of ['/api/v1/invitations', '/api/v1/reviews']) {
      expect(noStore(await server(key).get(url))).toEqual({ status: 200, cacheControl: 'no-store' });
      expect(noStore(await server('rpk_not-a-real-key').get(url))).toEqual({ status: 401, cacheControl: 'no-store' });
      expect(noStore(await server().get(url))).toEqual({ status: 401, cacheControl: 'no-store' });
    }
    expect(noStore(await server(key).get('/api/v1/invitations?cursor=forged'))).toEqual({ status: 400, cacheControl: 'no-store' });
    expect(noStore(await server(key).post('/api/v1/invitations', { email: 'sam@example.net', name: 'Sam' }))).toEqual({ status: 400, cacheControl: 'no-store' });
  });

  it('is no-store on every answer that sets a cookie: signing up, in and out, in both realms', async () => {
    const agent = t.agent();
    const email = `cookie.${Date.now()}@example.com`;
    const up = await agent.post('/api/auth/register', { firstName: 'Cleo', lastName: 'Cookie', email, password: 'a-long-pass-phrase-9' });
    expect(up.headers['set-cookie']).toBeDefined();
    expect(noStore(up)).toEqual({ status: 201, cacheControl: 'no-store' });
    expect(noStore(await agent.post('/api/auth/logout', {}))).toEqual({ status: 204, cacheControl: 'no-store' });
    expect(noStore(await agent.post('/api/auth/login', { email, password: 'a-long-pass-phrase-9' }))).toEqual({ status: 200, cacheControl: 'no-store' });
    const o = await owner();
    expect(noStore(await o.agent.post('/api/business/logout', {}))).toEqual({ status: 204, cacheControl: 'no-store' });
  });

  it('leaves public answers their own caching', async () => {
    const company = await createCompany(consumer);
    const categories = await consumer.agent.get('/api/categories');
    expect(categories.headers['cache-control']).toBe('no-cache');
    expect(categories.headers.etag).toBeDefined();
    expect((await t.agent().get(`/api/widgets/${company.id}`)).headers['cache-control']).toMatch(/^public, max-age=60/);
    expect((await consumer.agent.get('/api/logos/monogram.svg?i=NB&c=1f6feb')).headers['cache-control']).toMatch(/^public, max-age=31536000/);
    for (const url of ['/api/companies', `/api/companies/${company.id}`, '/api/business/plans', '/api/stats']) {
      expect((await consumer.agent.get(url)).headers['cache-control']).not.toBe('no-store');
    }
  });
});
