// API keys of business accounts and the Business API v1 they open (issue 21): keys made, listed and
// revoked on the dashboard by the company's verified owner; /api/v1 open to a key and nothing else;
// invitations sent once per Idempotency-Key by the dashboard's own rules; reviews read.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IdempotencyPurge } from '../src/modules/api-keys/idempotency-purge.js';
import { expectError } from './support/expect-error.js';
import { type Agent, createCompany, createTestApp, registerUser, type Reply, type TestApp } from './support/test-app.js';

const ALL = ['invitations:write', 'reviews:read'];
const DIFFERENT = 'This Idempotency-Key was already used with a different request. Please send a new key for a new invitation.';

describe('API keys and the Business API v1', () => {
  let t: TestApp;
  let moderator: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    const m = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [m.user.id]);
    moderator = m.agent;
  });
  afterAll(() => t.close());

  const unique = () => randomBytes(4).toString('hex');

  interface Owner {
    agent: Agent;
    accountId: string;
    companyId: string;
    claimId: string;
  }

  /** A business account that is the verified owner of a fresh company. */
  async function owner(): Promise<Owner> {
    const lister = await registerUser(t, { verified: true });
    const domain = `shop-${unique()}.example`;
    const company = await createCompany(lister, { website: `https://www.${domain}` });
    const agent = t.agent();
    const reg = await agent.post('/api/business/register', { contactName: 'Jane Owner', companyName: company.name, email: `owner@${domain}`, password: 'business-password-1', website: `https://www.${domain}` });
    expect(reg.status).toBe(201);
    await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [reg.body.account.id]);
    const claim = await agent.post('/api/business/claims', { companyId: company.id });
    expect(claim.body.status).toBe('verified');
    return { agent, accountId: reg.body.account.id, companyId: company.id, claimId: claim.body.id };
  }

  const keysUrl = (o: Owner) => `/api/business/companies/${o.companyId}/api-keys`;

  async function newKey(o: Owner, permissions: string[] = ALL, name = 'Shop orders'): Promise<{ key: string; id: string }> {
    const res = await o.agent.post(keysUrl(o), { name, permissions });
    expect(res.status).toBe(201);
    return { key: res.body.key, id: res.body.id };
  }

  /** A server calling the API with a key: no cookie, no Origin. */
  function server(key?: string, extra: Record<string, string> = {}) {
    const agent = t.agent();
    const headers = { ...(key ? { authorization: `Bearer ${key}` } : {}), origin: '', ...extra };
    return {
      get: (url: string, more: Record<string, string> = {}) => agent.get(url, { ...headers, ...more }),
      post: (url: string, body: unknown, more: Record<string, string> = {}) => agent.post(url, body, { ...headers, ...more }),
    };
  }

  const invite = (key: string, idempotencyKey: string | undefined, body: Record<string, unknown>) =>
    server(key).post('/api/v1/invitations', body, idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey });

  async function mailsTo(email: string): Promise<number> {
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND kind = 'review-invitation'`, [email]);
    return row.n;
  }

  async function invitationsTo(email: string): Promise<number> {
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM review_invitations WHERE email = $1`, [email]);
    return row.n;
  }

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
  });

  describe('POST /api/v1/invitations', () => {
    it('sends once per Idempotency-Key: a retry replays the answer and sends nothing', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `sam.${unique()}@example.net`;
      const body = { email: ` ${email.toUpperCase()} `, name: 'Sam Taylor', reference: 'Order 1042' };
      const first = await invite(key, 'order-1042', body);
      expect(first.status).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(first.body).toEqual({
        invitation: { status: 'sent', id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, name: 'Sam Taylor', reference: 'Order 1042', expiresAt: expect.any(String) },
        usage: { invitationsThisMonth: 1, invitationsLeft: 49, resetsAt: expect.any(String) },
      });
      // The link is for the invitee's mailbox only: not in the answer, nor in what is kept for replays.
      expect(first.text).not.toMatch(/invitation=|write-review|link/);
      const [kept] = await t.db.query(`SELECT response_body::text AS body FROM api_idempotency_keys WHERE idempotency_key = 'order-1042'`);
      expect(kept.body).not.toMatch(/invitation=|write-review|link/);

      const again = await invite(key, 'order-1042', body);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await invitationsTo(email)).toBe(1);
      await t.mails();
      expect(await mailsTo(email)).toBe(1);
      // The same body normalised alike (case, spaces) is the same request.
      expect((await invite(key, 'order-1042', { ...body, email })).headers['idempotent-replayed']).toBe('true');

      // Another key of the same company has keys of its own.
      const { key: second } = await newKey(o, ['invitations:write']);
      const elsewhere = await invite(second, 'order-1042', body);
      expect(elsewhere.body.invitation).toMatchObject({ status: 'duplicate', message: 'This person already has an open invitation.' });
      expect(elsewhere.body.invitation.id).toBeUndefined();
      expect(await invitationsTo(email)).toBe(1);
    });

    it('sends once when the same request arrives several times at once', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `rush.${unique()}@example.net`;
      const answers = await Promise.all(Array.from({ length: 6 }, () => invite(key, 'order-7', { email, name: 'Rush' })));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      expect(answers[0].body.invitation.status).toBe('sent');
      expect(await invitationsTo(email)).toBe(1);
      await t.mails();
      expect(await mailsTo(email)).toBe(1);
    });

    it('refuses the same key with another body (422), and a missing or malformed key (400), sending nothing', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `kim.${unique()}@example.net`;
      expect((await invite(key, 'order-9', { email, name: 'Kim' })).status).toBe(201);
      const other = `lee.${unique()}@example.net`;
      const changed = await invite(key, 'order-9', { email: other, name: 'Lee' });
      expect(changed.status).toBe(422);
      expect(changed.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', message: DIFFERENT });
      expect((await invite(key, 'order-9', { email, name: 'Kim', reference: 'Another' })).status).toBe(422);
      expectError(await invite(key, undefined, { email: other, name: 'Lee' }), 400, /^Please send an Idempotency-Key header with a value unique to this invitation, such as your order number/);
      expectError(await invite(key, 'order 10', { email: other, name: 'Lee' }), 400, /1 to 255 visible ASCII characters/);
      expectError(await invite(key, 'x'.repeat(256), { email: other, name: 'Lee' }), 400, /1 to 255 visible ASCII characters/);
      expect(await invitationsTo(other)).toBe(0);
    });

    it('keeps nothing for a refused request: its retry is judged again', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `retry.${unique()}@example.net`;
      // Invalid fields: 400, nothing kept, the key is still free.
      expectError(await invite(key, 'order-11', { email: 'not-an-email', name: 'Ray' }), 400, /valid email/);
      expectError(await invite(key, 'order-11', { email, name: 'Visit https://evil.example' }), 400);
      expectError(await invite(key, 'order-11', { email, name: 'Ray', csv: 'email,name' }), 400);
      // The plan's monthly quota, used up from the dashboard: 403, nothing kept.
      const csv = ['email,name', ...Array.from({ length: 50 }, (_, i) => `filler${i}.${unique()}@example.net,Filler ${i}`)].join('\n');
      const batch = await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { csv });
      expect(batch.body.sent).toBe(50);
      expectError(await invite(key, 'order-11', { email, name: 'Ray' }), 403, /Your Free plan includes 50 invitations a month and 0 are left this month/);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM api_idempotency_keys WHERE idempotency_key = 'order-11'`);
      expect(n).toBe(0);
      // A larger plan, then the same retry: sent.
      expect((await o.agent.put('/api/business/plan', { plan: 'plus' })).status).toBe(200);
      const sent = await invite(key, 'order-11', { email, name: 'Ray' });
      expect(sent.status).toBe(201);
      expect(sent.headers['idempotent-replayed']).toBeUndefined();
      expect(sent.body).toMatchObject({ invitation: { status: 'sent' }, usage: { invitationsThisMonth: 51, invitationsLeft: 449 } });
      // The dashboard counts what the API sent.
      expect((await o.agent.get('/api/business/plan')).body.usage).toMatchObject({ invitationsThisMonth: 51 });
    });

    it("applies the dashboard's open invitations and suppression list", async () => {
      const a = await owner();
      const b = await owner();
      const { key } = await newKey(b, ['invitations:write']);
      const email = `optout.${unique()}@example.net`;
      // Invited by another business from its dashboard, then opted out from that mail.
      expect((await a.agent.post(`/api/business/companies/${a.companyId}/invitations`, { email, name: 'Ola' })).body.sent).toBe(1);
      await t.mails();
      const [mail] = await t.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'review-invitation'`, [email]);
      const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
      expect((await t.agent().post('/api/invitations/unsubscribe', { token })).status).toBe(200);
      const withheld = await invite(key, 'order-20', { email, name: 'Ola' });
      expect(withheld.status).toBe(201);
      expect(withheld.body.invitation).toEqual({ status: 'withheld', message: 'We cannot send an invitation to this address at the moment.', email, name: 'Ola', reference: null });
      expect(withheld.body.usage.invitationsThisMonth).toBe(0);
      // Sent by the API, then from the dashboard: the same open invitation.
      const fresh = `fresh.${unique()}@example.net`;
      expect((await invite(key, 'order-21', { email: fresh, name: 'Fay' })).body.invitation.status).toBe('sent');
      const dashboard = await b.agent.post(`/api/business/companies/${b.companyId}/invitations`, { email: fresh, name: 'Fay' });
      expect(dashboard.body).toMatchObject({ sent: 0, duplicate: 1 });
    });
  });

  describe('GET lists', () => {
    it('lists the invitations of the key\'s company, newest first, with their state, paged', async () => {
      const o = await owner();
      const other = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const emails = [0, 1, 2].map((i) => `list${i}.${unique()}@example.net`);
      for (const [i, email] of emails.entries()) expect((await invite(key, `order-${i}`, { email, name: `Person ${i}`, reference: `Ref ${i}` })).status).toBe(201);
      await other.agent.post(`/api/business/companies/${other.companyId}/invitations`, { email: `other.${unique()}@example.net`, name: 'Other' });
      // Sent a minute apart, the second one expired.
      for (const [i, email] of emails.entries()) await t.db.query(`UPDATE review_invitations SET created_at = now() - make_interval(mins => 10 - $2::int) WHERE email = $1`, [email, i]);
      await t.db.query(`UPDATE review_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [emails[1]]);

      const list = await server(key).get('/api/v1/invitations');
      expect(list.status).toBe(200);
      expect(list.body.map((i: { email: string }) => i.email)).toEqual([emails[2], emails[1], emails[0]]);
      expect(list.body[1]).toMatchObject({ email: emails[1], name: 'Person 1', reference: 'Ref 1', status: 'expired', usedAt: null });
      expect(list.body[0].status).toBe('open');
      expect(list.text).not.toMatch(/token|invitation=/);
      const page = await server(key).get('/api/v1/invitations?offset=1&limit=1');
      expect(page.body.map((i: { email: string }) => i.email)).toEqual([emails[1]]);
      expectError(await server(key).get('/api/v1/invitations?limit=101'), 400, /Limit must be between 1 and 100/);
    });

    it("lists the key's company's published reviews, newest first, never a hidden one", async () => {
      const o = await owner();
      const elsewhere = await owner();
      const { key } = await newKey(o, ['reviews:read']);
      const ids: string[] = [];
      for (const [i, title] of ['First visit', 'Second visit', 'Third visit'].entries()) {
        const author = await registerUser(t, { verified: true });
        const res = await author.agent.post('/api/reviews', { companyId: o.companyId, rating: 3 + i, title, content: `A review written by a test, number ${i}.` });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
        await t.db.query(`UPDATE reviews SET created_at = now() - make_interval(hours => 10 - $2::int) WHERE id = $1`, [res.body.id, i]);
      }
      const stranger = await registerUser(t, { verified: true });
      await stranger.agent.post('/api/reviews', { companyId: elsewhere.companyId, rating: 1, title: 'Other company', content: 'Not a review of this company.' });
      expect((await moderator.post(`/api/admin/reviews/${ids[1]}/hide`, { reason: 'fake', facts: 'Hidden by a moderator in a test.' })).status).toBe(200);

      const list: Reply = await server(key).get('/api/v1/reviews');
      expect(list.status).toBe(200);
      expect(list.body.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0]]);
      expect(list.body[0]).toMatchObject({ title: 'Third visit', rating: 5, companyId: o.companyId, company: { id: o.companyId }, reply: null });
      expect((await server(key).get('/api/v1/reviews?offset=1&limit=1')).body.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    });
  });

  it('purges kept answers after 24 hours, and an older key is free again', async () => {
    const o = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    const email = `late.${unique()}@example.net`;
    expect((await invite(key, 'order-old', { email, name: 'Old' })).status).toBe(201);
    await t.db.query(`UPDATE api_idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'order-old'`);
    // Not purged yet: the claim reads it as expired, and judges the request again.
    const again = await invite(key, 'order-old', { email, name: 'Old' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.invitation.status).toBe('duplicate');
    await t.db.query(`UPDATE api_idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'order-old'`);
    expect(await t.app.get(IdempotencyPurge).purge()).toBeGreaterThanOrEqual(1);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM api_idempotency_keys WHERE created_at <= now() - interval '24 hours'`);
    expect(n).toBe(0);
  });

  it('documents the Business API v1 in the OpenAPI document', async () => {
    const doc = (await t.agent().get('/api/openapi.json')).body;
    expect(doc.components.securitySchemes['api-key']).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'rpk_ API key' });
    expect(doc.info.description).toContain('Authorization: Bearer <key>');
    expect(doc.info.description).toContain('Idempotency-Key');
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
