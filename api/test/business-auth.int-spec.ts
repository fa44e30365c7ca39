import { expectError } from './support/expect-error.js';
import { createTestApp, registerUser, type Agent, type TestApp } from './support/test-app.js';

let counter = 0;
function newBusiness(overrides: Record<string, string> = {}) {
  const n = ++counter;
  return {
    contactName: `Jane Owner ${n}`,
    companyName: `Northwind ${n}`,
    email: `owner${n}@northwind${n}.example`,
    password: `business-password-${n}`,
    website: `https://www.northwind${n}.example`,
    ...overrides,
  };
}

function tokenOf(link: string | null): string {
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

describe('business accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function registered(): Promise<{ agent: Agent; body: ReturnType<typeof newBusiness>; id: string }> {
    const agent = t.agent();
    const body = newBusiness();
    const res = await agent.post('/api/business/register', body);
    expect(res.status).toBe(201);
    return { agent, body, id: res.body.account.id };
  }

  it('registers, answers {account} with an httpOnly business cookie, and leaks no secret', async () => {
    const agent = t.agent();
    const body = newBusiness({ email: 'Jane@Acme-Widgets.example', contactName: '  Jane Doe ' });
    const res = await agent.post('/api/business/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      account: {
        id: expect.any(String),
        contactName: 'Jane Doe',
        companyName: body.companyName,
        email: 'jane@acme-widgets.example',
        website: body.website,
        plan: 'free',
        requestedPlan: null,
        emailVerified: false,
        lowRatingAlerts: true,
        createdAt: expect.any(String),
      },
    });
    expect(res.text).not.toMatch(/argon2|passwordHash|password_hash|token/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/rp_business_session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/rp_session=/);

    const account = await agent.get('/api/business/account');
    expect(account.status).toBe(200);
    expect(account.body).toEqual(res.body.account); // the account object itself
  });

  it('refuses bad input with one sentence and a duplicate email with 409', async () => {
    const bad = await t.agent().post('/api/business/register', { ...newBusiness(), website: 'not a site', contactName: '' });
    expectError(bad, 400, /Contact name is required.*valid website/);
    const body = newBusiness();
    await t.agent().post('/api/business/register', body);
    const again = await t.agent().post('/api/business/register', { ...newBusiness(), email: body.email.toUpperCase() });
    expectError(again, 409, /business account with this email already exists/);
  });

  it('signs in with a fresh session each time and signs out', async () => {
    const { body } = await registered();
    const agent = t.agent();
    const wrong = await agent.post('/api/business/login', { email: body.email, password: 'not-the-password' });
    expectError(wrong, 401, /^Invalid email or password$/);

    const first = await agent.post('/api/business/login', { email: body.email.toUpperCase(), password: body.password });
    expect(first.status).toBe(200);
    expect(first.body.account.email).toBe(body.email);
    const firstToken = agent.cookies.get('rp_business_session');
    const second = await agent.post('/api/business/login', { email: body.email, password: body.password });
    expect(second.status).toBe(200);
    expect(agent.cookies.get('rp_business_session')).not.toBe(firstToken);
    // The rotated-out session is over, not merely replaced in the cookie jar.
    const stale = t.agent();
    stale.cookies.set('rp_business_session', firstToken ?? '');
    expect((await stale.get('/api/business/account')).status).toBe(401);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM business_sessions s JOIN business_accounts a ON a.id = s.account_id WHERE a.email = $1`,
      [body.email],
    );
    expect(count).toBe(2); // the registration's and this agent's latest

    const out = await agent.post('/api/business/logout');
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/rp_business_session=;/);
    expect((await agent.get('/api/business/account')).status).toBe(401);
  });

  it('keeps the realms apart: a consumer session opens no business call, a business session no consumer call', async () => {
    const consumer = await registerUser(t);
    const business = await registered();

    const asConsumer = await consumer.agent.get('/api/business/account');
    expectError(asConsumer, 401, /business account/);
    expect((await consumer.agent.post('/api/business/resend-verification')).status).toBe(401);

    for (const path of ['/api/auth/user']) expect((await business.agent.get(path)).status).toBe(401);
    expect((await business.agent.put('/api/auth/profile', { firstName: 'X' })).status).toBe(401);
    expect((await business.agent.post('/api/reviews', { companyId: business.id, rating: 5, title: 'Great', content: 'A review text long enough.' })).status).toBe(401);

    // The same token in the other realm's cookie is unknown there.
    const token = business.agent.cookies.get('rp_business_session') ?? '';
    const forged = t.agent();
    forged.cookies.set('rp_session', token);
    expect((await forged.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses state changes from another origin', async () => {
    const res = await t.agent().post('/api/business/register', newBusiness(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('verifies the email through the mailed link of the business pages, once', async () => {
    const { agent, body } = await registered();
    const mail = (await t.mails()).find((m) => m.to_address === body.email && m.kind === 'email-verification');
    expect(mail?.link).toMatch(/^http:\/\/localhost:8080\/business\/verify-email\?token=/);
    const ok = await t.agent().post('/api/business/verify-email', { token: tokenOf(mail!.link) });
    expect(ok.status).toBe(200);
    expect((await agent.get('/api/business/account')).body.emailVerified).toBe(true);
    expectError(await t.agent().post('/api/business/verify-email', { token: tokenOf(mail!.link) }), 400, /invalid or has expired/);
    expectError(await agent.post('/api/business/resend-verification'), 409, /already verified/);
  });

  it('a consumer verification token does nothing in the business realm', async () => {
    const consumer = await registerUser(t);
    const mail = (await t.mails()).find((m) => m.to_address === consumer.user.email && m.kind === 'email-verification');
    expectError(await t.agent().post('/api/business/verify-email', { token: tokenOf(mail!.link) }), 400, /invalid or has expired/);
  });

  it('resets a forgotten password by mail without telling who has an account, and ends every session', async () => {
    const { agent, body } = await registered();
    const unknown = await t.agent().post('/api/business/forgot-password', { email: 'nobody@nowhere.example' });
    const known = await t.agent().post('/api/business/forgot-password', { email: body.email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    const mail = (await t.mails()).find((m) => m.to_address === body.email && m.kind === 'password-reset');
    expect(mail?.link).toMatch(/\/business\/reset-password\?token=/);
    const reset = await t.agent().post('/api/business/reset-password', { token: tokenOf(mail!.link), newPassword: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    expect((await agent.get('/api/business/account')).status).toBe(401);
    expect((await t.agent().post('/api/business/login', { email: body.email, password: body.password })).status).toBe(401);
    const fresh = await t.agent().post('/api/business/login', { email: body.email, password: 'a-brand-new-password' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.account.emailVerified).toBe(true);
  });

  it('limits failed sign-ins per business account, apart from a consumer account of the same address', async () => {
    const { body } = await registered();
    const consumerAgent = t.agent();
    const consumer = await consumerAgent.post('/api/auth/register', { firstName: 'Same', lastName: 'Address', email: body.email, password: 'consumer-password' });
    expect(consumer.status).toBe(201);
    const guesser = t.agent();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await guesser.post('/api/business/login', { email: body.email, password: 'wrong-password' })).status;
    expect(last).toBe(429);
    expect((await guesser.post('/api/auth/login', { email: body.email, password: 'consumer-password' })).status).toBe(200);
    expect((await t.agent().post('/api/auth/login', { email: body.email, password: 'consumer-password' })).status).toBe(200);
  });
});
