// Security review findings 8, 9 and 11: sessions end when idle, are listed to their owner with
// "sign out everywhere else", are purged with used tokens by one instance; GET /api/logout is
// refused from another site; TRUST_PROXY is read as Fastify means it.
import { ScheduledJobs } from '../src/common/jobs/scheduled-jobs.js';
import { SESSION_PURGE_MS, SessionPurge } from '../src/modules/auth/session-purge.js';
import { expectError } from './support/expect-error.js';
import { createTestApp, nextIp, registerUser, SITE, type Agent, type TestApp } from './support/test-app.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short idle timeout, to move time by hours rather than weeks.
    t = await createTestApp({ SESSION_IDLE_DAYS: '1', SESSION_TTL_DAYS: '30' });
  });
  afterAll(() => t.close());

  /** Moves the session of the agent's cookie back in time, as if that much time had passed. */
  async function age(agent: Agent, table: 'sessions' | 'business_sessions', hours: number, what: 'all' | 'created' = 'all'): Promise<void> {
    const token = agent.cookies.get(table === 'sessions' ? 'rp_session' : 'rp_business_session');
    const shift = `make_interval(hours => ${hours})`;
    const sets = what === 'created' ? `created_at = created_at - ${shift}` : `created_at = created_at - ${shift}, last_seen_at = last_seen_at - ${shift}, expires_at = expires_at - ${shift}`;
    await t.db.query(`UPDATE ${table} SET ${sets} WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [token]);
  }

  describe('idle timeout (SESSION_IDLE_DAYS)', () => {
    it('ends a session unused for longer than the idle time', async () => {
      const { agent } = await registerUser(t);
      await age(agent, 'sessions', 25);
      expectError(await agent.get('/api/auth/user'), 401);
    });

    it('slides with use: a session used daily outlives the idle time', async () => {
      const { agent } = await registerUser(t);
      for (let day = 0; day < 3; day++) {
        await age(agent, 'sessions', 23);
        expect((await agent.get('/api/auth/user')).status).toBe(200);
      }
    });

    it('writes the last use at most once an hour', async () => {
      const { agent } = await registerUser(t);
      const seen = async () => (await t.db.query(`SELECT last_seen_at FROM sessions WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [agent.cookies.get('rp_session')]))[0].last_seen_at.getTime();
      const first = await seen();
      await agent.get('/api/auth/user');
      await agent.get('/api/auth/user');
      expect(await seen()).toBe(first);
    });

    it('still ends every session at its absolute lifetime (SESSION_TTL_DAYS), however active', async () => {
      const { agent } = await registerUser(t);
      await age(agent, 'sessions', 30 * 24 + 1, 'created');
      await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [agent.cookies.get('rp_session')]);
      // This use moves the idle end, but never past the absolute end.
      await agent.get('/api/auth/user');
      expectError(await agent.get('/api/auth/user'), 401);
    });

    it('applies to business sessions too', async () => {
      const n = nextIp().replace(/\./g, '-');
      const agent = t.agent();
      const body = { contactName: 'Jane', companyName: `Idle ${n}`, email: `owner@idle-${n}.example`, password: `juniper-idle-${n}`, website: `https://www.idle-${n}.example` };
      expect((await agent.post('/api/business/register', body)).status).toBe(201);
      await age(agent, 'business_sessions', 25);
      expectError(await agent.get('/api/business/account'), 401);
    });
  });

  describe('the list of active sessions', () => {
    it('lists each sign-in with its device and address, and marks the current one', async () => {
      const { agent, user, password } = await registerUser(t);
      const laptop = t.agent();
      expect((await laptop.post('/api/auth/login', { email: user.email, password }, { 'user-agent': FIREFOX })).status).toBe(200);
      const res = await agent.get('/api/auth/sessions');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
      expect(res.body.map((s: { current: boolean }) => s.current).sort()).toEqual([false, true]);
      const other = res.body.find((s: { current: boolean }) => !s.current);
      expect(other).toEqual({
        id: expect.any(String),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        ipAddress: laptop.ip,
        userAgent: FIREFOX,
        current: false,
      });
      expect(res.text).not.toMatch(/token/i);
    });

    it('signs out everywhere else and keeps this session', async () => {
      const { agent, user, password } = await registerUser(t);
      const phone = t.agent();
      const tablet = t.agent();
      for (const device of [phone, tablet]) expect((await device.post('/api/auth/login', { email: user.email, password })).status).toBe(200);
      const res = await agent.post('/api/auth/sessions/sign-out-others');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ended: 2, message: 'You have been signed out on 2 other devices.' });
      expectError(await phone.get('/api/auth/user'), 401);
      expectError(await tablet.get('/api/auth/user'), 401);
      expect((await agent.get('/api/auth/user')).status).toBe(200);
      expect((await agent.get('/api/auth/sessions')).body).toHaveLength(1);
    });

    it("ends one session of the user's own, and nobody else's", async () => {
      const a = await registerUser(t);
      const b = await registerUser(t);
      const phone = t.agent();
      expect((await phone.post('/api/auth/login', { email: a.user.email, password: a.password })).status).toBe(200);
      const phoneSession = (await a.agent.get('/api/auth/sessions')).body.find((s: { current: boolean }) => !s.current).id;
      expectError(await b.agent.delete(`/api/auth/sessions/${phoneSession}`), 404, /Session not found/);
      expect((await phone.get('/api/auth/user')).status).toBe(200);
      expect((await a.agent.delete(`/api/auth/sessions/${phoneSession}`)).status).toBe(204);
      expectError(await phone.get('/api/auth/user'), 401);
      expectError(await a.agent.delete('/api/auth/sessions/not-an-id'), 404);
    });

    it('answers 401 signed out and refuses another site', async () => {
      expectError(await t.agent().get('/api/auth/sessions'), 401);
      const { agent } = await registerUser(t);
      expectError(await agent.post('/api/auth/sessions/sign-out-others', {}, { origin: 'https://evil.example' }), 403);
    });

    it('works the same for business accounts', async () => {
      const n = nextIp().replace(/\./g, '-');
      const agent = t.agent();
      const body = { contactName: 'Jane', companyName: `List ${n}`, email: `owner@list-${n}.example`, password: `juniper-list-${n}`, website: `https://www.list-${n}.example` };
      expect((await agent.post('/api/business/register', body)).status).toBe(201);
      const other = t.agent();
      expect((await other.post('/api/business/login', { email: body.email, password: body.password })).status).toBe(200);
      const list = await agent.get('/api/business/sessions');
      expect(list.body).toHaveLength(2);
      expect((await agent.post('/api/business/sessions/sign-out-others')).body.ended).toBe(1);
      expectError(await other.get('/api/business/account'), 401);
      expect((await agent.get('/api/business/account')).status).toBe(200);
      // A consumer session is no business session.
      expectError(await (await registerUser(t)).agent.get('/api/business/sessions'), 401);
    });
  });

  describe('purge of ended sessions and used or expired tokens', () => {
    it('deletes them in both realms and keeps what is live', async () => {
      const { agent, user } = await registerUser(t);
      const live = await t.db.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [user.id]);
      await t.db.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('purge-ended-1', $1, now() - interval '1 minute'), ('purge-ended-2', $1, now() - interval '3 days')`,
        [user.id],
      );
      await t.db.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES
           ($1, 'purge-expired', now() - interval '1 minute', NULL), ($1, 'purge-used', now() + interval '1 hour', now()), ($1, 'purge-live', now() + interval '1 hour', NULL)`,
        [user.id],
      );
      const [account] = await t.db.query(
        `INSERT INTO business_accounts (email, contact_name, company_name, website, password_hash) VALUES ($1, 'P', 'P', 'https://p.example', 'x') RETURNING id`,
        [`purge-${nextIp()}@p.example`],
      );
      await t.db.query(`INSERT INTO business_sessions (token_hash, account_id, expires_at) VALUES ('purge-business-ended', $1, now() - interval '1 second')`, [account.id]);
      await t.db.query(`INSERT INTO business_email_verification_tokens (account_id, token_hash, expires_at) VALUES ($1, 'purge-business-expired', now() - interval '1 second')`, [account.id]);

      const purged = await t.app.get(SessionPurge).purge();
      expect(purged.sessions).toBeGreaterThanOrEqual(3);
      expect(purged.tokens).toBeGreaterThanOrEqual(3);
      const left = async (table: string, like: string) => (await t.db.query(`SELECT token_hash FROM ${table} WHERE token_hash LIKE $1 ORDER BY 1`, [like])).map((r: { token_hash: string }) => r.token_hash);
      expect(await left('sessions', 'purge-%')).toEqual([]);
      expect(await left('password_reset_tokens', 'purge-%')).toEqual(['purge-live']);
      expect(await left('business_sessions', 'purge-%')).toEqual([]);
      expect(await left('business_email_verification_tokens', 'purge-%')).toEqual([]);
      expect(await t.db.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [user.id])).toEqual(live);
      expect((await agent.get('/api/auth/user')).status).toBe(200);
    });

    it('runs once an hour across every API instance', async () => {
      const jobs = t.app.get(ScheduledJobs);
      const purge = t.app.get(SessionPurge);
      let runs = 0;
      const job = { name: 'sessions-and-tokens-purge', everyMs: SESSION_PURGE_MS, run: async () => void (runs += (await purge.purge(), 1)) };
      // It ran when the app started.
      expect((await t.db.query(`SELECT count(*)::int AS n FROM scheduled_jobs WHERE name = $1`, [job.name]))[0].n).toBe(1);
      expect(await jobs.runIfDue(job)).toBe(false);
      await t.db.query(`UPDATE scheduled_jobs SET last_run_at = now() - interval '61 minutes' WHERE name = $1`, [job.name]);
      // Two instances finding it due at the same moment: one of them runs it.
      const ran = await Promise.all([jobs.runIfDue(job), jobs.runIfDue(job), jobs.runIfDue(job)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
    });
  });

  describe('the __Host- cookie prefix over HTTPS', () => {
    const https = { 'x-forwarded-proto': 'https' };

    it('names the session cookie __Host-rp_session over HTTPS: Secure, Path=/, no Domain', async () => {
      const agent = t.agent();
      const email = `host-${nextIp()}@example.com`;
      const res = await agent.post('/api/auth/register', { firstName: 'H', lastName: 'P', email, password: 'juniper-host-prefix' }, https);
      expect(res.status).toBe(201);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-rp_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/Domain=/i);
      expect((await agent.get('/api/auth/user', https)).status).toBe(200);
      // The bare name is not read over HTTPS: a cookie planted by a sibling site or over HTTP opens nothing.
      const token = agent.cookies.get('__Host-rp_session')!;
      expectError(await t.agent().get('/api/auth/user', { ...https, cookie: `rp_session=${token}` }), 401);
      // Signing out clears the prefixed cookie.
      const out = await agent.post('/api/auth/logout', {}, https);
      expect(String(out.headers['set-cookie'])).toMatch(/^__Host-rp_session=;/);
    });

    it('names the business cookie __Host-rp_business_session over HTTPS', async () => {
      const n = nextIp().replace(/\./g, '-');
      const body = { contactName: 'Jane', companyName: `Host ${n}`, email: `owner@host-${n}.example`, password: `juniper-host-${n}`, website: `https://www.host-${n}.example` };
      const res = await t.agent().post('/api/business/register', body, https);
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-rp_business_session=[A-Za-z0-9_-]{43};.*Secure/i);
    });
  });

  describe('GET /api/logout (a navigation that signs out)', () => {
    it.each([
      ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
      ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
      ['an older browser sent from another site', { referer: 'https://evil.example/page' }],
      ['an image on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' }],
    ])('is refused from %s, and the session lives on', async (_, headers) => {
      const { agent } = await registerUser(t);
      const res = await agent.get('/api/logout', headers);
      expectError(res, 403, /Cross-site requests are not allowed/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await agent.get('/api/auth/user')).status).toBe(200);
    });

    it.each([
      ["the site's own menu", { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', referer: `${SITE}/account/settings` }],
      ['an address typed or bookmarked', { 'sec-fetch-site': 'none' }],
      ['an older browser on the site', { referer: `${SITE}/` }],
      ['a client that sends neither', {}],
    ])('signs out from %s and leads home', async (_, headers) => {
      const { agent } = await registerUser(t);
      const res = await agent.get('/api/logout', headers);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'])).toMatch(/rp_session=;/);
      expectError(await agent.get('/api/auth/user'), 401);
    });
  });
});

describe('TRUST_PROXY from the environment', () => {
  /** The address a sign-up from `peer`, forwarding `forwarded`, is stored with. */
  async function storedAddress(t: TestApp, peer: string, forwarded: string): Promise<string> {
    const email = `proxy-${nextIp()}@example.com`;
    const res = await t.app.getHttpAdapter().getInstance().inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwarded },
      payload: JSON.stringify({ firstName: 'P', lastName: 'X', email, password: 'juniper-proxy-test' }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query(`SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [email]);
    return row.ip;
  }

  it.each([
    ['true', '192.0.2.10', '198.51.100.7', '198.51.100.7'],
    ['1', '192.0.2.10', '203.0.113.66, 198.51.100.7', '198.51.100.7'],
    ['192.0.2.0/24', '192.0.2.10', '198.51.100.7', '198.51.100.7'],
    ['192.0.2.0/24', '203.0.113.1', '198.51.100.7', '203.0.113.1'],
  ])('TRUST_PROXY=%s starts, and a request from %s forwarding %s comes from %s', async (trustProxy, peer, forwarded, expected) => {
    const t = await createTestApp({ TRUST_PROXY: trustProxy });
    try {
      expect(await storedAddress(t, peer, forwarded)).toBe(expected);
    } finally {
      await t.close();
    }
  });
});
