// API keys of business accounts and the Business API v1 they open (issue 21): keys made, listed and
// revoked on the dashboard by the company's verified owner; /api/v1 open to a key and nothing else,
// with the key's rate limit and the per-address limit of failed key authentications.
// (Invitations and reviews through the API: business-api.int-spec.ts.)
import { jest } from '@jest/globals';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ApiKeysRepository } from '../src/modules/api-keys/api-keys.repository.js';
import { ALL_PERMISSIONS as ALL, businessApi, keysUrl } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { type Agent, createCompany, createTestApp, nextIp, registerStaff, registerUser, type TestApp } from './support/test-app.js';

describe('API keys and the Business API v1', () => {
  let t: TestApp;
  let moderator: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    moderator = (await registerStaff(t)).agent;
  });
  afterAll(() => t.close());

  const { owner, newKey, server, invite, invitationsTo } = businessApi(() => t);

  describe('keys on the dashboard', () => {
    it('creates a key shown once, lists it with its last use and never its hash, and revokes it', async () => {
      const o = await owner();
      const created = await o.agent.post(keysUrl(o), { name: '  Shop orders  ', permissions: ['invitations:write'] });
      expect(created.status).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const { key, id } = created.body;
      expect(key).toMatch(/^rpk_[A-Za-z0-9_-]{43}$/);
      expect(created.body).toEqual({ id, name: 'Shop orders', prefix: key.slice(0, 12), permissions: ['invitations:write'], createdAt: expect.any(String), lastUsedAt: null, key });

      // Kept as its SHA-256 only.
      const [row] = await t.db.query(`SELECT * FROM business_api_keys WHERE id = $1`, [id]);
      const hash = createHash('sha256').update(key).digest('hex');
      expect(row.key_hash).toBe(hash);
      expect(JSON.stringify(row)).not.toContain(key);

      const list = await o.agent.get(keysUrl(o));
      expect(list.status).toBe(200);
      expect(list.body).toEqual([{ id, name: 'Shop orders', prefix: key.slice(0, 12), permissions: ['invitations:write'], createdAt: created.body.createdAt, lastUsedAt: null }]);
      expect(list.text).not.toContain(key);
      expect(list.text).not.toContain(hash);
      expect(created.text).not.toContain(hash);

      // A call records the last use.
      expect((await server(key).get('/api/v1/invitations')).status).toBe(200);
      const used = (await o.agent.get(keysUrl(o))).body[0];
      expect(Date.now() - Date.parse(used.lastUsedAt)).toBeLessThan(60_000);

      const revoked = await o.agent.delete(`${keysUrl(o)}/${id}`);
      expect(revoked.status).toBe(204);
      expect((await o.agent.get(keysUrl(o))).body).toEqual([]);
      expectError(await server(key).get('/api/v1/invitations'), 401, /has been revoked/);
      expectError(await o.agent.delete(`${keysUrl(o)}/${id}`), 404, /API key not found/);
      expectError(await o.agent.delete(`${keysUrl(o)}/not-an-id`), 404, /API key not found/);
    });

    it('checks the name and the permissions', async () => {
      const o = await owner();
      expectError(await o.agent.post(keysUrl(o), { name: ' ', permissions: ALL }), 400, /give the key a name/);
      expectError(await o.agent.post(keysUrl(o), { name: 'x'.repeat(101), permissions: ALL }), 400, /at most 100 characters/);
      expectError(await o.agent.post(keysUrl(o), { name: 'Shop', permissions: [] }), 400, /at least one permission: invitations:write or reviews:read/);
      expectError(await o.agent.post(keysUrl(o), { name: 'Shop', permissions: ['admin'] }), 400, /at least one permission/);
      expectError(await o.agent.post(keysUrl(o), { name: 'Shop', permissions: ['reviews:read', 'reviews:read'] }), 400, /named once/);
      expectError(await o.agent.post(keysUrl(o), { name: 'Shop' }), 400, /at least one permission/);
      expectError(await o.agent.post(keysUrl(o), { name: 'Shop', permissions: ALL, keyHash: 'x' }), 400);
      expect((await o.agent.get(keysUrl(o))).body).toEqual([]);
    });

    it('lets only the verified owner of the company list, create and revoke its keys', async () => {
      const o = await owner();
      const other = await owner();
      const { id } = await newKey(o);
      expectError(await other.agent.get(keysUrl(o)), 403, /verified owner/);
      expectError(await other.agent.post(keysUrl(o), { name: 'Mine now', permissions: ALL }), 403, /verified owner/);
      expectError(await other.agent.delete(`${keysUrl(o)}/${id}`), 403, /verified owner/);
      // Through its own company, another account's key is not found.
      expectError(await other.agent.delete(`${keysUrl(other)}/${id}`), 404, /API key not found/);
      // Signed out, or with a consumer session: 401.
      expectError(await t.agent().get(keysUrl(o)), 401, /business account/);
      const consumer = await registerUser(t, { verified: true });
      expectError(await consumer.agent.post(keysUrl(o), { name: 'Mine', permissions: ALL }), 401, /business account/);
      expectError(await o.agent.get(`/api/business/companies/${randomUUID()}/api-keys`), 404, /Company not found/);
      // A claim waiting for a moderator is not ownership.
      const lister = await registerUser(t, { verified: true });
      const pendingCompany = await createCompany(lister);
      expect((await other.agent.post('/api/business/claims', { companyId: pendingCompany.id })).body.status).toBe('pending');
      expectError(await other.agent.post(`/api/business/companies/${pendingCompany.id}/api-keys`, { name: 'Early', permissions: ALL }), 403, /verified owner/);
      expect((await o.agent.get(keysUrl(o))).body.map((k: { id: string }) => k.id)).toEqual([id]);
    });

    it('caps the active keys of a company, counting concurrent creations one after another', async () => {
      const o = await owner();
      const made = await Promise.all(Array.from({ length: 12 }, (_, i) => o.agent.post(keysUrl(o), { name: `Key ${i}`, permissions: ['reviews:read'] })));
      expect(made.filter((r) => r.status === 201)).toHaveLength(10);
      for (const refused of made.filter((r) => r.status !== 201)) {
        expectError(refused, 409, /at most 10 active API keys\. Please revoke one you no longer use, then create the new one\./);
      }
      const keys = (await o.agent.get(keysUrl(o))).body;
      expect(keys).toHaveLength(10);
      expect((await o.agent.delete(`${keysUrl(o)}/${keys[0].id}`)).status).toBe(204);
      expect((await o.agent.post(keysUrl(o), { name: 'Rotated', permissions: ['reviews:read'] })).status).toBe(201);
    });
  });

  describe('Bearer authentication on /api/v1', () => {
    it('refuses a missing, malformed, unknown or revoked key with 401 and a sentence', async () => {
      const o = await owner();
      const missing = await server().get('/api/v1/invitations');
      expectError(missing, 401, /^This call needs an API key\. Send it in the header "Authorization: Bearer <key>"/);
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      expectError(await server(undefined, { authorization: 'Basic dXNlcjpwYXNz' }).get('/api/v1/reviews'), 401, /needs an API key/);
      expectError(await server(`rpk_${'A'.repeat(43)}`).get('/api/v1/reviews'), 401, /^This API key is not valid\./);
      expectError(await server('nonsense').post('/api/v1/invitations', { email: 'a@example.net', name: 'A' }, { 'idempotency-key': 'x' }), 401, /not valid/);
      const { key, id } = await newKey(o);
      expect((await server(key).get('/api/v1/reviews')).status).toBe(200);
      // The scheme's name is case-insensitive.
      expect((await server(undefined, { authorization: `bearer ${key}` }).get('/api/v1/reviews')).status).toBe(200);
      await o.agent.delete(`${keysUrl(o)}/${id}`);
      expectError(await server(key).get('/api/v1/reviews'), 401, /^This API key has been revoked\./);
    });

    it('refuses a key without the route permission, naming it', async () => {
      const o = await owner();
      const reader = (await newKey(o, ['reviews:read'])).key;
      const sender = (await newKey(o, ['invitations:write'])).key;
      expectError(await invite(reader, 'order-1', { email: 'a@example.net', name: 'Ann' }), 403, /does not have the invitations:write permission/);
      expectError(await server(reader).get('/api/v1/invitations'), 403, /invitations:write/);
      expectError(await server(sender).get('/api/v1/reviews'), 403, /does not have the reviews:read permission/);
      expect(await invitationsTo('a@example.net')).toBe(0);
    });

    it("refuses a key once its account no longer owns the company, or is suspended", async () => {
      const o = await owner();
      const { key } = await newKey(o);
      const facts = 'Checked by a moderator in a test.';
      expect((await moderator.post(`/api/admin/business-accounts/${o.accountId}/suspend`, { facts })).status).toBe(200);
      expectError(await server(key).get('/api/v1/reviews'), 403, /account is suspended/);
      expect((await moderator.post(`/api/admin/business-accounts/${o.accountId}/restore`, { facts })).status).toBe(200);
      expect((await server(key).get('/api/v1/reviews')).status).toBe(200);
      expect((await moderator.post(`/api/admin/claims/${o.claimId}/revoke`, { facts })).status).toBe(200);
      expectError(await server(key).get('/api/v1/reviews'), 403, /no longer the verified owner/);
      expectError(await invite(key, 'order-1', { email: 'gone@example.net', name: 'Gone' }), 403, /no longer the verified owner/);
    });

    it('never takes a session cookie on /api/v1, and a key opens no consumer, business-session or admin route', async () => {
      const o = await owner();
      const { key } = await newKey(o);
      // A business session alone, even the key's owner's, is no key.
      expectError(await o.agent.get('/api/v1/invitations'), 401, /needs an API key/);
      expectError(await o.agent.post('/api/v1/invitations', { email: 'c@example.net', name: 'Cookie' }, { 'idempotency-key': 'c-1' }), 401, /needs an API key/);
      const consumer = await registerUser(t, { verified: true });
      expectError(await consumer.agent.get('/api/v1/reviews'), 401, /needs an API key/);
      const moderator = await registerUser(t, { verified: true });
      await t.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [moderator.user.id]);
      expectError(await moderator.agent.get('/api/v1/reviews'), 401, /needs an API key/);

      // The key alone on the other realms' routes: as if nobody were signed in.
      const withKey = server(key);
      expectError(await withKey.get('/api/auth/user'), 401);
      expectError(await withKey.post('/api/reviews', { companyId: o.companyId, rating: 5, title: 'Bearer only', content: 'Written with an API key only.' }), 401);
      expectError(await withKey.get('/api/business/account'), 401, /business account/);
      expectError(await withKey.get(keysUrl(o)), 401, /business account/);
      expectError(await withKey.post(keysUrl(o), { name: 'Another', permissions: ALL }), 401, /business account/);
      expectError(await withKey.get('/api/admin/summary'), 401);
      expectError(await withKey.get('/api/admin/reports'), 401);
      // Beside a session, the key changes nothing: the admin still acts as the admin, the consumer as the consumer.
      expect((await moderator.agent.get('/api/admin/summary', { authorization: `Bearer ${key}` })).status).toBe(200);
      expect((await consumer.agent.get('/api/auth/user', { authorization: `Bearer ${key}` })).body.user.id).toBe(consumer.user.id);
      expect((await o.agent.get(keysUrl(o), { authorization: `Bearer ${key}` })).status).toBe(200);
      expect(await invitationsTo('c@example.net')).toBe(0);
    });

    it('limits each key to 600 calls a minute, with Retry-After, and writes its last use at most once a minute', async () => {
      const o = await owner();
      const busy = (await newKey(o, ['reviews:read'], 'Busy')).key;
      const calm = (await newKey(o, ['reviews:read'], 'Calm')).key;
      const busyId = (await o.agent.get(keysUrl(o))).body.find((k: { name: string }) => k.name === 'Busy').id;
      const api = server(busy);
      expect((await api.get('/api/v1/reviews')).status).toBe(200);
      // Used 30 seconds ago: calls within the minute do not write it again.
      await t.db.query(`UPDATE business_api_keys SET last_used_at = now() - interval '30 seconds' WHERE id = $1`, [busyId]);
      const [before] = await t.db.query(`SELECT last_used_at FROM business_api_keys WHERE id = $1`, [busyId]);
      for (let i = 1; i < 600; i++) {
        const res = await api.get('/api/v1/reviews');
        if (res.status !== 200) throw new Error(`call ${i + 1}: ${res.status} ${res.text}`);
      }
      const [after] = await t.db.query(`SELECT last_used_at FROM business_api_keys WHERE id = $1`, [busyId]);
      expect(after.last_used_at.getTime()).toBe(before.last_used_at.getTime());
      const refused = await api.get('/api/v1/reviews');
      expectError(refused, 429, /^Too many requests with this API key\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another key of the same company is not affected.
      expect((await server(calm).get('/api/v1/reviews')).status).toBe(200);
      // Over a minute since the last use: the next call writes it.
      await t.db.query(`UPDATE business_api_keys SET last_used_at = now() - interval '2 minutes' WHERE name = 'Calm' AND company_id = $1`, [o.companyId]);
      expect((await server(calm).get('/api/v1/reviews')).status).toBe(200);
      const [calmRow] = await t.db.query(`SELECT last_used_at FROM business_api_keys WHERE name = 'Calm' AND company_id = $1`, [o.companyId]);
      expect(Date.now() - calmRow.last_used_at.getTime()).toBeLessThan(30_000);
    });

    it('allows 100 unknown keys per address in 15 minutes, then answers 429 without reading the database; refused keys count against their own limit only', async () => {
      const facts = 'Checked by a moderator in a test.';
      const o = await owner();
      const revoked = await newKey(o);
      await o.agent.delete(`${keysUrl(o)}/${revoked.id}`);
      const suspended = await owner();
      const suspendedKey = (await newKey(suspended)).key;
      expect((await moderator.post(`/api/admin/business-accounts/${suspended.accountId}/suspend`, { facts })).status).toBe(200);
      const lost = await owner();
      const lostKey = (await newKey(lost)).key;
      expect((await moderator.post(`/api/admin/claims/${lost.claimId}/revoke`, { facts })).status).toBe(200);
      const good = (await newKey(o, ['reviews:read'])).key;
      const ip = nextIp();
      const from = (key: string) => server(key, {}, ip).get('/api/v1/reviews');
      // Keys that exist but are refused, as a forgotten job sends them: never the network's limit.
      const refusedKeys: [string, number][] = [
        ...Array.from({ length: 60 }, (): [string, number] => [revoked.key, 401]),
        ...Array.from({ length: 60 }, (): [string, number] => [suspendedKey, 403]),
        ...Array.from({ length: 60 }, (): [string, number] => [lostKey, 403]),
      ];
      for (const [i, [key, status]] of refusedKeys.entries()) {
        const res = await from(key);
        if (res.status !== status) throw new Error(`refused key ${i + 1}: ${res.status} ${res.text}`);
      }
      const failures: [string, number][] = [...Array.from({ length: 99 }, (): [string, number] => [`rpk_${randomBytes(32).toString('base64url')}`, 401]), ['nonsense', 401]];
      for (const [i, [key, status]] of failures.entries()) {
        const res = await from(key);
        if (res.status !== status) throw new Error(`failure ${i + 1}: ${res.status} ${res.text}`);
        // Neither a valid call nor one its permissions refuse is a failed authentication.
        if (i % 25 === 0) expect((await from(good)).status).toBe(200);
        if (i === 50) expectError(await server(good, {}, ip).get('/api/v1/invitations'), 403, /invitations:write permission/);
      }

      const reads = jest.spyOn(t.app.get(ApiKeysRepository), 'findByHash');
      try {
        const refused = await from(`rpk_${randomBytes(32).toString('base64url')}`);
        expectError(refused, 429, /^Too many calls with API keys that are not valid from your network\. Please check your key on your business dashboard/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
        // Until the window ends, the address is refused before any key is looked up, a good one too.
        expectError(await from(revoked.key), 429, /not valid from your network/);
        expectError(await from(good), 429, /not valid from your network/);
        expect(reads).not.toHaveBeenCalled();
        // Another address is not affected.
        expect((await server(good).get('/api/v1/reviews')).status).toBe(200);
        expectError(await server(revoked.key).get('/api/v1/reviews'), 401, /has been revoked/);
      } finally {
        reads.mockRestore();
      }
    });
  });

  it('documents the Business API v1 in the OpenAPI document', async () => {
    const doc = (await t.agent().get('/api/openapi.json')).body;
    expect(doc.components.securitySchemes['api-key']).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'rpk_ API key' });
    expect(doc.info.description).toContain('Authorization: Bearer <key>');
    expect(doc.info.description).toContain('Idempotency-Key');
    // The limits as ApiKeyGuard and the invitations call apply them: only keys that are no keys
    // count per address (a revoked one counts against itself), and a company's new Idempotency-Keys are bounded.
    expect(doc.info.description).toContain('After 100 unknown or malformed keys from one address in 15 minutes');
    expect(doc.info.description).not.toMatch(/revoked or refused keys from one address/);
    expect(doc.info.description).toContain('10,000 invitation requests under new Idempotency-Keys');
    expect(doc.tags).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Business API v1' })]));
    const post = doc.paths['/api/v1/invitations'].post;
    expect(post.tags).toEqual(['Business API v1']);
    expect(post.security).toEqual([{ 'api-key': [] }]);
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true })]));
    expect(post.responses['422']).toBeDefined();
    expect(doc.paths['/api/v1/invitations'].get.security).toEqual([{ 'api-key': [] }]);
    expect(doc.paths['/api/v1/reviews'].get.security).toEqual([{ 'api-key': [] }]);
    // The dashboard's calls stay on the business session.
    expect(doc.paths['/api/business/companies/{id}/api-keys'].post.security).toEqual([{ 'business-session': [] }]);
  });
});
