// Boots the real app against a fresh database of its own, so test files never see each other's data.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { runMigrations } from '../../src/database/migrate.js';
import { MailDeliveryService } from '../../src/modules/mail/mail-delivery.service.js';
import { HotReadInvalidations } from '../../src/modules/hot-reads/hot-read-invalidations.js';

export const SITE = 'http://localhost:8080';

export interface TestApp {
  app: NestFastifyApplication;
  db: DataSource;
  config: AppConfig;
  /** The connection string of this test file's own database. */
  url: string;
  agent(ip?: string, opts?: { settle?: boolean }): Agent;
  /** Delivers pending mails now and answers the outbox, newest first. */
  mails(): Promise<{ to_address: string; kind: string; link: string | null; status: string }[]>;
  close(): Promise<void>;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

let ipCounter = 1;
/** A distinct client address per agent (via the trusted proxy's X-Forwarded-For), so limits stay per test. */
export function nextIp(): string {
  const n = ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export class Agent {
  readonly cookies = new Map<string, string>();

  /**
   * `settle`: before each request, wait until every write committed so far (tests also write
   * straight to the database) has reached the app's cache of hot answers, as it does within
   * milliseconds in production. hot-reads.int-spec.ts turns it off to test the cache itself.
   */
  constructor(
    private readonly app: NestFastifyApplication,
    readonly ip: string,
    private readonly settle = true,
  ) {}

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    if (this.settle) await this.app.get(HotReadInvalidations).settle();
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const all: Record<string, string> = {
        'x-forwarded-for': this.ip,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { origin: SITE } : {}),
        ...headers,
    };
    // An empty value in `headers` means "send no such header".
    const sent = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ''));
    const res = await this.app.getHttpAdapter().getInstance().inject({
      method: method as 'GET',
      url,
      headers: sent,
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let parsed: unknown;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers as Reply['headers'], text: res.body };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body ?? {}, headers);
  }
  put<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, body ?? {}, headers);
  }
  delete<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_SERVER_URL is not set: run through jest (globalSetup)');
  const name = `rp_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the run's migrated template (global-setup.ts), when there is one.
  const template = process.env.TEST_DATABASE_TEMPLATE;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Nothing to run in a copy of the template; the whole history without one.
  await runMigrations(url.toString());

  // Demo mode by default: without SMTP only demo mode keeps a mail's link, which the tests follow
  // as the recipient would. Tests of what differs outside it pass DEMO_MODE: '0'.
  const config = loadConfig({ LOG_LEVEL: 'silent', STATS_CACHE_MS: '0', SITE_URL: SITE, DEMO_MODE: '1', ...env }, []);
  const app = await createApp(config, url.toString());
  const db = app.get(DataSource);
  return {
    app,
    db,
    config,
    url: url.toString(),
    agent: (ip = nextIp(), opts = {}) => new Agent(app, ip, opts.settle ?? true),
    async mails() {
      await app.get(MailDeliveryService).flush();
      return db.query(`SELECT to_address, kind, link, status FROM mail_outbox ORDER BY created_at DESC`);
    },
    async close() {
      // The database goes even if the app fails to close (e.g. a test destroyed its connection).
      await app.close().catch(() => undefined);
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let userCounter = 0;

export interface TestUser {
  agent: Agent;
  user: { id: string; email: string; firstName: string; lastName: string; emailVerified: boolean };
  password: string;
}

/** Registers a user through the API; `verified` confirms the email through the mailed token. */
export async function registerUser(t: TestApp, opts: { verified?: boolean; firstName?: string } = {}): Promise<TestUser> {
  const agent = t.agent();
  const n = ++userCounter;
  const password = `password-${n}-${randomBytes(4).toString('hex')}`;
  const res = await agent.post('/api/auth/register', {
    firstName: opts.firstName ?? `User${n}`,
    lastName: 'Tester',
    email: `user${n}.${randomBytes(3).toString('hex')}@example.com`,
    password,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  if (opts.verified) {
    // Straight to the database: the verification flow itself is tested in auth.int-spec.ts.
    await t.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [res.body.user.id]);
    res.body.user.emailVerified = true;
  }
  return { agent, user: res.body.user, password };
}

/** A verified user with a staff role, granted straight in the database (granting roles through the API is tested in moderation.int-spec.ts). */
export async function registerStaff(t: TestApp, role: 'moderator' | 'admin' = 'moderator'): Promise<TestUser> {
  const u = await registerUser(t, { verified: true });
  await t.db.query(`UPDATE users SET role = $2 WHERE id = $1`, [u.user.id, role]);
  return u;
}

/** Inserts a company with the SQL the API uses, for tests that need one quickly. */
export async function createCompany(by: TestUser, overrides: Record<string, unknown> = {}): Promise<any> {
  const n = randomBytes(4).toString('hex');
  const res = await by.agent.post('/api/companies', {
    name: `Company ${n}`,
    category: 'Technology',
    website: `https://www.company-${n}.example.com`,
    description: 'A company made by a test.',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`create company failed: ${res.status} ${res.text}`);
  return res.body;
}
