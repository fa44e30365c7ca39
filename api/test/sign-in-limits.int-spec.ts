// Security review findings 1 and 2: wrong passwords never let a stranger lock a person out, and an
// IPv6 client is limited by its /64, not by each of the addresses it may pick inside it.
import { expectError } from './support/expect-error.js';
import { createTestApp, nextIp, registerUser, type TestApp } from './support/test-app.js';

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function business(): Promise<{ email: string; password: string; ip: string }> {
    const ip = nextIp();
    const n = nextIp().replace(/\./g, '-');
    const body = {
      contactName: 'Jane Owner',
      companyName: `Lockout ${n}`,
      email: `owner@lockout-${n}.example`,
      password: `juniper-lockout-${n}`,
      website: `https://www.lockout-${n}.example`,
    };
    expect((await t.agent(ip).post('/api/business/register', body)).status).toBe(201);
    return { email: body.email, password: body.password, ip };
  }

  describe.each([
    ['consumer', '/api/auth/login'],
    ['business', '/api/business/login'],
  ])('%s realm', (realm, login) => {
    async function account(): Promise<{ email: string; password: string; ip: string }> {
      if (realm === 'business') return business();
      const { user, password, agent } = await registerUser(t);
      return { email: user.email, password, ip: agent.ip };
    }

    it('locks out the guessing address only: the owner signs in from elsewhere at once', async () => {
      const { email, password } = await account();
      const attacker = t.agent();
      for (let i = 0; i < 10; i++) expect((await attacker.post(login, { email, password: `wrong-guess-${i}` })).status).toBe(401);
      const refused = await attacker.post(login, { email, password });
      expectError(refused, 429, /Too many failed sign-in attempts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Before the fix the account was locked for everyone for 15 minutes, right password included.
      expect((await t.agent().post(login, { email, password })).status).toBe(200);
    });

    it('slows guesses from many addresses to a pace, and never keeps the owner out for long', async () => {
      const { email, password, ip: home } = await account();
      const statuses: number[] = [];
      const waits: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await t.agent().post(login, { email, password: `distributed-guess-${i}` });
        statuses.push(res.status);
        if (res.status === 429) {
          expectError(res, 429, /many failed sign-in attempts for this account/);
          waits.push(Number(res.headers['retry-after']));
        }
      }
      // Ten free attempts an hour, then about one per step of the pace (1 s here).
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.filter((s) => s === 401).length).toBeLessThan(20);
      expect(waits.length).toBeGreaterThan(0);
      for (const wait of waits) expect(wait).toBeLessThanOrEqual(30);
      // From where the account signed up (it has a session from there) the owner is not slowed at all.
      expect((await t.agent(home).post(login, { email, password })).status).toBe(200);
    });
  });

  it('forgives the address its failures once it signs in', async () => {
    const { user, password } = await registerUser(t);
    const ip = nextIp();
    for (let i = 0; i < 9; i++) expect((await t.agent(ip).post('/api/auth/login', { email: user.email, password: `typo-${i}` })).status).toBe(401);
    expect((await t.agent(ip).post('/api/auth/login', { email: user.email, password })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await t.agent(ip).post('/api/auth/login', { email: user.email, password: `typo-again-${i}` })).status).toBe(401);
  });

  describe('client addresses', () => {
    it('limits an IPv6 client by its /64: new addresses inside it share one count', async () => {
      const forgot = (ip: string, n: number) => t.agent(ip).post('/api/auth/forgot-password', { email: `nobody-${n}@example.com` });
      // 20 reset requests an hour per client: each from another address of one /64.
      for (let i = 1; i <= 20; i++) expect((await forgot(`2001:db8:64:1::${i.toString(16)}`, i)).status).toBe(202);
      const over = await forgot('2001:db8:64:1:ffff:ffff:ffff:fffe', 21);
      expectError(over, 429, /Too many password reset requests/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another /64 is another client.
      expect((await forgot('2001:db8:64:2::1', 22)).status).toBe(202);
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
      const ip = nextIp();
      const forgot = (from: string, n: number) => t.agent(from).post('/api/auth/forgot-password', { email: `mapped-${ip}-${n}@example.com` });
      for (let i = 0; i < 20; i++) expect((await forgot(i % 2 ? ip : `::ffff:${ip}`, i)).status).toBe(202);
      expect((await forgot(`::ffff:${ip}`, 20)).status).toBe(429);
      expect((await forgot(ip, 21)).status).toBe(429);
    });
  });
});
