import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import fs from 'node:fs';
import { OPENAPI_FILE, serialiseDocument } from '../src/write-openapi.js';
import { createTestApp, nextIp, registerUser, type TestApp } from './support/test-app.js';

describe('cross-cutting security and operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As in production: no demo mode, and here no SMTP_URL either.
    t = await createTestApp({ DEMO_MODE: '0' });
  });
  afterAll(() => t.close());

  describe('Origin check on state changes', () => {
    it('refuses a state change from another site', async () => {
      const res = await t.agent().post('/api/auth/login', { email: 'a@example.com', password: 'whatever1' }, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      // Naming the attacker's host in Host (DNS rebinding) does not make its Origin "same-site".
      const rebound = await t.agent().post('/api/auth/login', { email: 'a@example.com', password: 'whatever1' }, { origin: 'http://evil.example', host: 'evil.example' });
      expect(rebound.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Cross-site requests are not allowed.' });
    });

    it('refuses a cross-site request that hides its Origin', async () => {
      const agent = t.agent();
      const res = await agent.request('POST', '/api/auth/logout', {}, { origin: '', 'sec-fetch-site': 'cross-site' });
      expect(res.status).toBe(403);
    });

    it('allows the site itself, calls without Origin, and reads from anywhere', async () => {
      const { agent } = await registerUser(t);
      expect((await agent.put('/api/auth/profile', { firstName: 'Site' })).status).toBe(200);
      expect((await agent.request('PUT', '/api/auth/profile', { firstName: 'NoOrigin' }, { origin: '' })).status).toBe(200);
      expect((await agent.get('/api/auth/user', { origin: 'https://evil.example' })).status).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('blocks 10 failed sign-ins from one address without locking the account for its owner elsewhere', async () => {
      const { user, password } = await registerUser(t);
      const attacker = t.agent();
      for (let i = 0; i < 10; i++) {
        expect((await attacker.post('/api/auth/login', { email: user.email, password: `wrong-${i}-password` })).status).toBe(401);
      }
      const blocked = await attacker.post('/api/auth/login', { email: user.email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The owner, elsewhere, is not locked out (ASVS 5.0 6.3.1: no lockout a stranger can cause).
      expect((await t.agent().post('/api/auth/login', { email: user.email, password })).status).toBe(200);
      const other = await registerUser(t);
      expect((await attacker.post('/api/auth/login', { email: other.user.email, password: other.password })).status).toBe(200);
    });

    it('counts parallel guesses too: a burst from one address cannot slip a right password past the limit', async () => {
      const { user, password } = await registerUser(t);
      const ip = nextIp();
      const burst = await Promise.all(
        Array.from({ length: 15 }, (_, i) => t.agent(ip).post('/api/auth/login', { email: user.email, password: i === 14 ? password : `wrong-${i}-guess` })),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
      // At most the first 10 attempts were judged at all; whatever came after was refused unread.
      expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(10);
    });

    it('limits sign-ups per client address, using the trusted proxy address', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const res = await t.agent(ip).post('/api/auth/register', { firstName: 'R', lastName: 'L', email: `rl${i}@example.com`, password: 'password-rl-juniper' });
        expect(res.status).toBe(201);
      }
      const over = await t.agent(ip).post('/api/auth/register', { firstName: 'R', lastName: 'L', email: 'rl10@example.com', password: 'password-rl-juniper' });
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      const elsewhere = await t.agent().post('/api/auth/register', { firstName: 'R', lastName: 'L', email: 'rl11@example.com', password: 'password-rl-juniper' });
      expect(elsewhere.status).toBe(201);
    });

    it('limits password reset mails per account', async () => {
      const { user } = await registerUser(t);
      for (let i = 0; i < 5; i++) expect((await t.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
      expect((await t.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(429);
    });
  });

  describe('request hygiene', () => {
    it('answers 413 in the error shape for an oversize body', async () => {
      const res = await t.agent().post('/api/auth/login', { email: 'a@example.com', password: 'p'.repeat(200 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body.statusCode).toBe(413);
      expect(typeof res.body.message).toBe('string');
    });

    it('answers 400 for a malformed JSON body', async () => {
      const res = await t.agent().request('POST', '/api/auth/login', '{"email": ', { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Bad Request');
    });

    it('takes an empty body with a JSON content type as no body', async () => {
      const { agent } = await registerUser(t);
      const res = await agent.request('POST', '/api/auth/logout', '', { 'content-type': 'application/json' });
      expect(res.status).toBe(204);
    });

    it('refuses prototype-poisoning JSON', async () => {
      const res = await t.agent().request('POST', '/api/auth/login', '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}', {
        'content-type': 'application/json',
      });
      expect(res.status).toBe(400);
    });

    it('answers 404 in the error shape for unknown routes', async () => {
      const res = await t.agent().get('/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
    });
  });

  describe('operations', () => {
    it('reports health', async () => {
      const res = await t.agent().get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up' });
    });

    it('publishes an OpenAPI document built from the code', async () => {
      const res = await t.agent().get('/api/openapi.json');
      expect(res.status).toBe(200);
      const paths = Object.keys(res.body.paths);
      for (const p of [
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/user',
        '/api/auth/profile',
        '/api/auth/change-password',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/verify-email',
        '/api/auth/resend-verification',
        '/api/companies',
        '/api/companies/featured',
        '/api/companies/{id}',
        '/api/categories',
        '/api/reviews',
        '/api/reviews/recent',
        '/api/users/{userId}/reviews',
        '/api/reviews/{id}',
        '/api/reviews/{id}/vote',
        '/api/stats',
        '/api/health',
        '/api/contact',
        '/api/logos/monogram.svg',
      ]) {
        expect(paths).toContain(p);
      }
      expect(paths).not.toContain('/api/dev/mail');
      // The spec's path of a user's reviews keeps answering, out of the document, where it is
      // ambiguous beside /api/reviews/{id}/vote.
      expect(paths).not.toContain('/api/reviews/user/{userId}');
      expect(res.body.components.schemas.ReviewResponse.properties).toHaveProperty('verified');
    });

    it('serves the committed api/openapi.json, from which the client types are generated', async () => {
      // On failure: run `npm run openapi --workspace api`, then `npm run generate:api --workspace shared-ui`.
      const res = await t.agent().get('/api/openapi.json');
      expect(serialiseDocument(res.body)).toBe(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    });

    it('serves generated monogram logos, cacheable, and only from allow-listed parts', async () => {
      const ok = await t.agent().get('/api/logos/monogram.svg?i=NB&c=1f6feb&r=16&a=1');
      expect(ok.status).toBe(200);
      expect(ok.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(ok.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(ok.text).toContain('>NB</text>');
      for (const bad of ['i=%3Cscript%3E&c=1f6feb', 'i=NB&c=ff0000', 'i=ABC&c=1f6feb', 'i=NB&c=1f6feb&r=5', 'c=1f6feb']) {
        const res = await t.agent().get(`/api/logos/monogram.svg?${bad}`);
        expect(res.status).toBe(400);
        expect(res.text).not.toContain('<script>');
      }
    });

    it('has no dev mail listing outside demo mode', async () => {
      expect((await t.agent().get('/api/dev/mail')).status).toBe(404);
    });

    it('outside demo mode without SMTP_URL, drops a reset mail with its link: never logged, not kept in the outbox', async () => {
      const { user } = await registerUser(t);
      const logged: unknown[] = [];
      const spies = (['log', 'warn', 'error', 'debug'] as const).map((level) =>
        jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(args)),
      );
      try {
        expect((await t.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
        const mails = await t.mails();
        const reset = mails.filter((m) => m.to_address === user.email && m.kind === 'password-reset');
        expect(reset).toEqual([{ to_address: user.email, kind: 'password-reset', link: null, status: 'failed' }]);
        const [row] = await t.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'password-reset'`, [user.email]);
        expect(row.text_body).toBe('');
        expect(JSON.stringify(logged)).not.toMatch(/token=/);
        expect(JSON.stringify(logged)).toMatch(/dropped: SMTP_URL is not set/);
      } finally {
        spies.forEach((s) => s.mockRestore());
      }
    });
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: '1' });
  });
  afterAll(() => t.close());

  it('lists the latest mails with their links at /api/dev/mail', async () => {
    const { user } = await registerUser(t);
    await t.mails();
    const res = await t.agent('127.0.0.1').get('/api/dev/mail');
    expect(res.status).toBe(200);
    const mail = res.body.find((m: { to: string }) => m.to === user.email);
    expect(mail).toMatchObject({ subject: 'Confirm your email address', status: 'logged' });
    expect(mail.link).toMatch(/\/verify-email\?token=/);
  });

  it('refuses the mail listing to anyone not on this machine', async () => {
    const res = await t.agent('192.0.2.7').get('/api/dev/mail');
    expect(res.status).toBe(403);
    expect(res.text).not.toMatch(/token=/);
  });
});

describe('behind an untrusted peer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only 10.99.99.99 may set X-Forwarded-For; the test client connects from 127.0.0.1.
    t = await createTestApp({ TRUST_PROXY: '10.99.99.99' });
  });
  afterAll(() => t.close());

  it('ignores a client-made X-Forwarded-For, so limits cannot be dodged', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.agent().post('/api/auth/register', { firstName: 'S', lastName: 'P', email: `spoof${i}@example.com`, password: 'password-sp-juniper' });
      expect(res.status).toBe(201);
    }
    const res = await t.agent().post('/api/auth/register', { firstName: 'S', lastName: 'P', email: 'spoof10@example.com', password: 'password-sp-juniper' });
    expect(res.status).toBe(429);
  });
});

describe('health without a database', () => {
  it('answers 503 when the database is unreachable', async () => {
    const t = await createTestApp();
    try {
      await t.db.destroy();
      const res = await t.agent().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
