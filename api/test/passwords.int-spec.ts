// Security review findings 5 and 10: common passwords are refused wherever a password is chosen,
// in both realms, and a reset link is checked before any password is hashed.
import { jest } from '@jest/globals';
import { PasswordHasher } from '../src/modules/auth/password-hasher.js';
import { expectError } from './support/expect-error.js';
import { createTestApp, nextIp, registerUser, type TestApp } from './support/test-app.js';

const COMMON = /too common or too easy to guess/;

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function tokenOf(link: string | null): string {
    return new URL(link ?? '').searchParams.get('token') ?? '';
  }

  /** A fresh reset link's token for the address, as the mail carries it. */
  async function resetToken(realm: 'auth' | 'business', email: string): Promise<string> {
    expect((await t.agent().post(`/api/${realm}/forgot-password`, { email })).status).toBe(202);
    const mail = (await t.mails()).find((m) => m.to_address === email && m.kind === 'password-reset');
    return tokenOf(mail?.link ?? null);
  }

  async function businessAccount(): Promise<{ email: string; password: string }> {
    const n = nextIp().replace(/\./g, '-');
    const body = { contactName: 'Jane Owner', companyName: `Pw ${n}`, email: `owner@pw-${n}.example`, password: `juniper-pw-${n}`, website: `https://www.pw-${n}.example` };
    expect((await t.agent().post('/api/business/register', body)).status).toBe(201);
    return { email: body.email, password: body.password };
  }

  describe('refuses common and easily guessed passwords', () => {
    it.each(['password1', 'Password1!', '12345678', 'qwertyuiop', 'iloveyou2', 'aaaaaaaa'])('at consumer sign-up: %j', async (password) => {
      const res = await t.agent().post('/api/auth/register', { firstName: 'Pat', lastName: 'Lee', email: `common-${nextIp()}@example.com`, password });
      expectError(res, 400, COMMON);
    });

    it("at sign-up, the person's own name or email", async () => {
      const email = `zorblax.finch.${nextIp()}@example.com`;
      const res = await t.agent().post('/api/auth/register', { firstName: 'Zorblax', lastName: 'Finch', email, password: 'zorblaxfinch' });
      expectError(res, 400, COMMON);
      // The same password is fine for someone else.
      const other = `pat.lee.${nextIp()}@example.com`;
      expect((await t.agent().post('/api/auth/register', { firstName: 'Pat', lastName: 'Lee', email: other, password: 'zorblaxfinch' })).status).toBe(201);
    });

    it('at business sign-up', async () => {
      const n = nextIp().replace(/\./g, '-');
      const body = { contactName: 'Jane Owner', companyName: `Common ${n}`, email: `owner@common-${n}.example`, password: 'P@ssw0rd', website: `https://www.common-${n}.example` };
      expectError(await t.agent().post('/api/business/register', body), 400, COMMON);
      expect((await t.agent().post('/api/business/register', { ...body, password: 'juniper-harbour-lamp' })).status).toBe(201);
    });

    it('at password change, keeping the old password', async () => {
      const { agent, password, user } = await registerUser(t);
      expectError(await agent.post('/api/auth/change-password', { currentPassword: password, newPassword: 'sunshine99' }), 400, COMMON);
      expect((await t.agent().post('/api/auth/login', { email: user.email, password })).status).toBe(200);
    });

    it.each([['auth' as const], ['business' as const]])('at password reset (%s), leaving the link usable for a better one', async (realm) => {
      const { email, password } = realm === 'auth' ? await registerUser(t).then((u) => ({ email: u.user.email, password: u.password })) : await businessAccount();
      const token = await resetToken(realm, email);
      expectError(await t.agent().post(`/api/${realm}/reset-password`, { token, newPassword: 'Summer2024' }), 400, COMMON);
      // Nothing changed: the old password still works and the link still sets a good one.
      expect((await t.agent().post(`/api/${realm === 'auth' ? 'auth' : 'business'}/login`, { email, password })).status).toBe(200);
      expect((await t.agent().post(`/api/${realm}/reset-password`, { token, newPassword: 'juniper-harbour-lamp' })).status).toBe(200);
    });
  });

  describe('reset-password checks the link before hashing the new password', () => {
    it.each([['auth'], ['business']])('%s: an unknown token costs no argon2 hash', async (realm) => {
      const hash = jest.spyOn(t.app.get(PasswordHasher), 'hash');
      try {
        const res = await t.agent().post(`/api/${realm}/reset-password`, { token: 'x'.repeat(43), newPassword: 'juniper-harbour-lamp' });
        expectError(res, 400, /reset link is invalid or has expired/);
        expect(hash).not.toHaveBeenCalled();
      } finally {
        hash.mockRestore();
      }
    });

    it('a used token costs no hash either, and a valid one is hashed once', async () => {
      const { user } = await registerUser(t);
      const token = await resetToken('auth', user.email);
      const hash = jest.spyOn(t.app.get(PasswordHasher), 'hash');
      try {
        expect((await t.agent().post('/api/auth/reset-password', { token, newPassword: 'juniper-harbour-lamp' })).status).toBe(200);
        expect(hash).toHaveBeenCalledTimes(1);
        expectError(await t.agent().post('/api/auth/reset-password', { token, newPassword: 'juniper-harbour-lamp-2' }), 400, /invalid or has expired/);
        expect(hash).toHaveBeenCalledTimes(1);
      } finally {
        hash.mockRestore();
      }
    });

    it('of two requests racing with one link, exactly one sets its password', async () => {
      const { user } = await registerUser(t);
      const token = await resetToken('auth', user.email);
      const results = await Promise.all(
        ['juniper-race-one', 'juniper-race-two', 'juniper-race-three'].map((newPassword) => t.agent().post('/api/auth/reset-password', { token, newPassword })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      const winner = ['juniper-race-one', 'juniper-race-two', 'juniper-race-three'][results.findIndex((r) => r.status === 200)];
      expect((await t.agent().post('/api/auth/login', { email: user.email, password: winner })).status).toBe(200);
    });
  });
});
