import { createCompany, createTestApp, registerUser, type Agent, type TestApp } from './support/test-app.js';

function sessionCookie(agent: Agent): string | undefined {
  return agent.cookies.get('rp_session');
}

describe('consumer auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates the account, signs it in with an httpOnly Lax cookie and leaks no secret', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/auth/register', {
        firstName: '  Jane ',
        lastName: 'Doe',
        email: 'Jane.Doe@Example.COM',
        password: 'correct horse battery',
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({
        id: expect.any(String),
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@example.com',
        profileImageUrl: null,
        emailVerified: false,
        role: 'user',
        createdAt: expect.any(String),
      });
      expect(res.text).not.toMatch(/argon2|passwordHash|password_hash|token/i);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/rp_session=[A-Za-z0-9_-]{43}/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/i);
      const me = await agent.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('jane.doe@example.com');
    });

    it('marks the cookie Secure behind an HTTPS proxy', async () => {
      const https = await t.agent().post(
        '/api/auth/register',
        { firstName: 'Sec', lastName: 'Ure', email: 'secure2@example.com', password: 'password-secure' },
        { 'x-forwarded-proto': 'https', origin: 'http://localhost:8080' },
      );
      expect(https.status).toBe(201);
      expect(String(https.headers['set-cookie'])).toMatch(/Secure/);
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      await t.agent().post('/api/auth/register', { firstName: 'A', lastName: 'B', email: 'dup@example.com', password: 'juniper-sofa-1' });
      const res = await t.agent().post('/api/auth/register', { firstName: 'A', lastName: 'B', email: 'DUP@example.com', password: 'juniper-sofa-2' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.' });
    });

    it.each([
      [{ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'password-1' }, /valid email/],
      [{ firstName: 'A', lastName: 'B', email: 'short@example.com', password: '1234567' }, /between 8 and 128/],
      [{ firstName: 'A', lastName: 'B', email: 'long@example.com', password: 'x'.repeat(129) }, /between 8 and 128/],
      [{ firstName: '   ', lastName: 'B', email: 'blank@example.com', password: 'password-1' }, /First name is required/],
      [{ lastName: 'B', email: 'missing@example.com', password: 'password-1' }, /First name is required/],
      [{ firstName: 'A', lastName: 'B', email: 'extra@example.com', password: 'password-1', role: 'admin' }, /Unknown field "role"/],
      [{ firstName: 'A', lastName: 'B', email: 42, password: 'password-1' }, /valid email/],
      [{ firstName: 'Eve\nDear customer', lastName: 'B', email: 'crlf@example.com', password: 'password-1' }, /line breaks/],
    ])('answers 400 with one readable message for %j', async (body, message) => {
      const res = await t.agent().post('/api/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message).toMatch(message);
    });

    it('accepts passwords of exactly 8 and 128 characters', async () => {
      for (const [i, password] of ['kqzmtrwp', 'correct horse battery staple '.repeat(5).slice(0, 128)].entries()) {
        const res = await t.agent().post('/api/auth/register', { firstName: 'A', lastName: 'B', email: `edge${i}@example.com`, password });
        expect(res.status).toBe(201);
      }
    });
  });

  describe('session', () => {
    it('answers 401 in the error shape when signed out', async () => {
      const res = await t.agent().get('/api/auth/user');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' });
    });

    it('ignores an unknown or malformed session token', async () => {
      for (const value of ['nope', 'x'.repeat(43), 'x'.repeat(500)]) {
        const res = await t.agent().get('/api/auth/user', { cookie: `rp_session=${value}` });
        expect(res.status).toBe(401);
      }
    });

    it('does not accept a consumer token in the business cookie', async () => {
      const { agent } = await registerUser(t);
      const token = sessionCookie(agent)!;
      const res = await t.agent().get('/api/auth/user', { cookie: `rp_business_session=${token}` });
      expect(res.status).toBe(401);
    });
  });

  describe('login and logout', () => {
    it('answers the same 401 for an unknown email and a wrong password', async () => {
      const { user } = await registerUser(t);
      const wrong = await t.agent().post('/api/auth/login', { email: user.email, password: 'wrong-password' });
      const unknown = await t.agent().post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe('Invalid email or password');
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('signs in case-insensitively and rotates the session token', async () => {
      const { agent, user, password } = await registerUser(t);
      const before = sessionCookie(agent)!;
      const res = await agent.post('/api/auth/login', { email: user.email.toUpperCase(), password });
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(user.id);
      const after = sessionCookie(agent)!;
      expect(after).not.toBe(before);
      // The token carried into sign-in is ended: no session fixation.
      const old = await t.agent().get('/api/auth/user', { cookie: `rp_session=${before}` });
      expect(old.status).toBe(401);
      expect((await agent.get('/api/auth/user')).status).toBe(200);
    });

    it('ends the session on logout, on the server too', async () => {
      const { agent } = await registerUser(t);
      const token = sessionCookie(agent)!;
      const res = await agent.post('/api/auth/logout');
      expect(res.status).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/rp_session=;/);
      expect((await agent.get('/api/auth/user')).status).toBe(401);
      expect((await t.agent().get('/api/auth/user', { cookie: `rp_session=${token}` })).status).toBe(401);
    });

    it('logs out through the /api/logout navigation and redirects home', async () => {
      const { agent } = await registerUser(t);
      const token = sessionCookie(agent)!;
      const res = await agent.get('/api/logout');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect((await t.agent().get('/api/auth/user', { cookie: `rp_session=${token}` })).status).toBe(401);
    });

    it('redirects the /api/login navigation to the sign-in page', async () => {
      const res = await t.agent().get('/api/login');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/sign-in');
    });
  });

  describe('profile', () => {
    it('updates names and the profile image', async () => {
      const { agent } = await registerUser(t);
      const res = await agent.put('/api/auth/profile', { firstName: 'Renamed', profileImageUrl: 'https://images.example.com/me.png' });
      expect(res.status).toBe(200);
      expect(res.body.user.firstName).toBe('Renamed');
      expect(res.body.user.lastName).toBe('Tester');
      expect(res.body.user.profileImageUrl).toBe('https://images.example.com/me.png');
      const cleared = await agent.put('/api/auth/profile', { profileImageUrl: null });
      expect(cleared.body.user.profileImageUrl).toBeNull();
      expect((await agent.get('/api/auth/user')).body.user.firstName).toBe('Renamed');
    });

    it('rejects bad input and other fields such as email', async () => {
      const { agent } = await registerUser(t);
      expect((await agent.put('/api/auth/profile', { firstName: '' })).status).toBe(400);
      expect((await agent.put('/api/auth/profile', { profileImageUrl: 'javascript:alert(1)' })).status).toBe(400);
      const email = await agent.put('/api/auth/profile', { email: 'new@example.com' });
      expect(email.status).toBe(400);
      expect(email.body.message).toMatch(/Unknown field "email"/);
    });

    it('needs a session', async () => {
      expect((await t.agent().put('/api/auth/profile', { firstName: 'X' })).status).toBe(401);
    });
  });

  describe('change password', () => {
    it('checks the current password, keeps this session and ends the others', async () => {
      const { agent, user, password } = await registerUser(t);
      const other = t.agent();
      expect((await other.post('/api/auth/login', { email: user.email, password })).status).toBe(200);

      const wrong = await agent.post('/api/auth/change-password', { currentPassword: 'not-it-at-all', newPassword: 'brand-new-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect.');

      const short = await agent.post('/api/auth/change-password', { currentPassword: password, newPassword: 'short' });
      expect(short.status).toBe(400);

      const ok = await agent.post('/api/auth/change-password', { currentPassword: password, newPassword: 'brand-new-password' });
      expect(ok.status).toBe(200);
      expect((await agent.get('/api/auth/user')).status).toBe(200);
      expect((await other.get('/api/auth/user')).status).toBe(401);
      expect((await t.agent().post('/api/auth/login', { email: user.email, password })).status).toBe(401);
      expect((await t.agent().post('/api/auth/login', { email: user.email, password: 'brand-new-password' })).status).toBe(200);
    });

    it('needs a session', async () => {
      const res = await t.agent().post('/api/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbbbb' });
      expect(res.status).toBe(401);
    });
  });

  describe('forgotten password', () => {
    it('answers 202 alike for known and unknown emails, and mails only the known one', async () => {
      const { user } = await registerUser(t);
      const known = await t.agent().post('/api/auth/forgot-password', { email: user.email });
      const unknown = await t.agent().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(known.body).toEqual(unknown.body);
      const mails = await t.mails();
      expect(mails.filter((m) => m.to_address === 'ghost@example.com')).toHaveLength(0);
      const reset = mails.find((m) => m.to_address === user.email && m.kind === 'password-reset');
      expect(reset?.link).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      expect(reset?.status).toBe('logged');
    });

    it('resets the password once with the mailed token and ends every session', async () => {
      const { agent, user } = await registerUser(t);
      await t.agent().post('/api/auth/forgot-password', { email: user.email });
      const mail = (await t.mails()).find((m) => m.to_address === user.email && m.kind === 'password-reset')!;
      const token = new URL(mail.link!).searchParams.get('token')!;

      const res = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'reset-password-1' });
      expect(res.status).toBe(200);
      expect((await agent.get('/api/auth/user')).status).toBe(401);
      expect((await t.agent().post('/api/auth/login', { email: user.email, password: 'reset-password-1' })).status).toBe(200);

      const again = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'reset-password-2' });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/invalid or has expired/);
    });

    it('rejects unknown and expired tokens', async () => {
      const unknown = await t.agent().post('/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'reset-password-1' });
      expect(unknown.status).toBe(400);
      const { user } = await registerUser(t);
      await t.agent().post('/api/auth/forgot-password', { email: user.email });
      const mail = (await t.mails()).find((m) => m.to_address === user.email && m.kind === 'password-reset')!;
      await t.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`);
      const token = new URL(mail.link!).searchParams.get('token')!;
      expect((await t.agent().post('/api/auth/reset-password', { token, newPassword: 'reset-password-1' })).status).toBe(400);
    });
  });

  describe('email verification', () => {
    it('mails a link at sign-up; confirming it verifies the user and their reviews', async () => {
      const owner = await registerUser(t, { verified: true });
      const company = await createCompany(owner);
      const { agent, user } = await registerUser(t);
      const review = await agent.post('/api/reviews', {
        companyId: company.id,
        rating: 4,
        title: 'Good service',
        content: 'They answered quickly and fixed it.',
      });
      expect(review.body.verified).toBe(false);

      const mail = (await t.mails()).find((m) => m.to_address === user.email && m.kind === 'email-verification')!;
      expect(mail.link).toMatch(/^http:\/\/localhost:8080\/verify-email\?token=/);
      const token = new URL(mail.link!).searchParams.get('token')!;
      const res = await t.agent().post('/api/auth/verify-email', { token });
      expect(res.status).toBe(200);
      expect((await agent.get('/api/auth/user')).body.user.emailVerified).toBe(true);
      const after = await t.agent().get(`/api/reviews/user/${user.id}`);
      expect(after.body[0].verified).toBe(true);

      expect((await t.agent().post('/api/auth/verify-email', { token })).status).toBe(400);
      expect((await t.agent().post('/api/auth/verify-email', { token: 'garbage-token-value' })).status).toBe(400);
    });

    it('re-sends a link on request, and refuses once verified', async () => {
      const { agent, user } = await registerUser(t);
      expect((await agent.post('/api/auth/resend-verification')).status).toBe(202);
      const links = (await t.mails()).filter((m) => m.to_address === user.email && m.kind === 'email-verification');
      expect(links).toHaveLength(2);
      const token = new URL(links[0].link!).searchParams.get('token')!;
      expect((await t.agent().post('/api/auth/verify-email', { token })).status).toBe(200);
      const refreshed = t.agent();
      refreshed.cookies.set('rp_session', agent.cookies.get('rp_session')!);
      expect((await refreshed.post('/api/auth/resend-verification')).status).toBe(409);
    });

    it('needs a session to re-send', async () => {
      expect((await t.agent().post('/api/auth/resend-verification')).status).toBe(401);
    });
  });
});
