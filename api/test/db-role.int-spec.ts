// The API as a deployment runs it: migrations as the schema's owner, the app as a role with data
// access only. The product works that way, and the role cannot alter the schema, rewrite the audit
// log, or do anything a superuser could.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEmbeddedListenRole, grantAppRole, LISTEN_URL_FILE } from '../src/database/app-role.js';
import { runMigrations } from '../src/database/migrate.js';
import { Agent, nextIp, SITE } from './support/test-app.js';

describe('the app database role', () => {
  const tag = randomBytes(5).toString('hex');
  const name = `rp_role_${tag}`;
  const role = `rp_app_${tag}`;
  const password = randomBytes(12).toString('hex');
  const server = () => new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
  let ownerUrl: string;
  let app: NestFastifyApplication;
  let db: DataSource;

  beforeAll(async () => {
    const admin = server();
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`);
    await admin.end();
    const owner = new URL(process.env.TEST_DATABASE_SERVER_URL!);
    owner.pathname = `/${name}`;
    ownerUrl = owner.toString();
    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    appUrl.password = password;
    await runMigrations(ownerUrl);
    await grantAppRole(ownerUrl, role);
    app = await createApp(loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE, DEMO_MODE: '1', DATABASE_URL: appUrl.toString() }, []), appUrl.toString());
    db = app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    const admin = server();
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.query(`DROP ROLE IF EXISTS ${listenRole}`);
    await admin.end();
  });

  const listenRole = `rp_listen_${tag}`;
  it('the shell’s listen-only role hears the hot-read notifications and can read no table; its connection string is kept beside the data, for its owner only', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-role-'));
    try {
      const url = await ensureEmbeddedListenRole(ownerUrl, dataDir, listenRole);
      const file = path.join(dataDir, LISTEN_URL_FILE);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(url);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Made again at a restart: the same role, the same password.
      expect(await ensureEmbeddedListenRole(ownerUrl, dataDir, listenRole)).toBe(url);

      const listener = new Client({ connectionString: url });
      await listener.connect();
      try {
        const heard = new Promise<string | undefined>((resolve) => listener.on('notification', (n) => resolve(n.payload)));
        await listener.query('LISTEN hot_reads');
        await expect(listener.query('SELECT count(*) FROM reviews')).rejects.toThrow(/permission denied/);
        await expect(listener.query('SELECT count(*) FROM users')).rejects.toThrow(/permission denied/);
        await db.query(`SELECT pg_notify('hot_reads', $1)`, [`c:${tag}`]);
        expect(await heard).toBe(`c:${tag}`);
      } finally {
        await listener.end();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs the product: sign-up, a company, a review, a vote, a moderator’s decision in the audit log', async () => {
    const person = async (n: number) => {
      const agent = new Agent(app, nextIp());
      const res = await agent.post('/api/auth/register', { firstName: `Role${n}`, lastName: 'Tester', email: `role${n}.${tag}@example.com`, password: `role-password-${tag}-${n}` });
      expect(res.status).toBe(201);
      return { agent, id: res.body.user.id as string };
    };
    const [a, b, mod] = [await person(1), await person(2), await person(3)];
    const company = await a.agent.post('/api/companies', { name: 'Least Privilege Ltd', category: 'Technology', website: `https://least-${tag}.example.com` });
    expect(company.status).toBe(201);
    const review = await b.agent.post('/api/reviews', { companyId: company.body.id, rating: 4, title: 'Runs fine', content: 'Everything worked as a restricted role.' });
    expect(review.status).toBe(201);
    const owner = new Client({ connectionString: ownerUrl });
    await owner.connect();
    await owner.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [mod.id]);
    await owner.query(`UPDATE reviews SET verified = true WHERE id = $1`, [review.body.id]);
    await owner.end();
    expect((await a.agent.post(`/api/reviews/${review.body.id}/vote`, { voteType: 'helpful' })).status).toBe(200);
    expect((await mod.agent.post(`/api/admin/reviews/${review.body.id}/hide`, { reason: 'other', facts: 'Checked as a restricted role.' })).status).toBe(200);
    expect((await a.agent.get(`/api/companies/${company.body.id}`)).body.totalReviews).toBe(0);
  });

  it('is no superuser, and may neither change the schema nor rewrite the audit log', async () => {
    expect(await db.query(`SELECT current_user AS who, rolsuper FROM pg_roles WHERE rolname = current_user`)).toEqual([{ who: role, rolsuper: false }]);
    await expect(db.query(`CREATE TABLE intruder (i int)`)).rejects.toThrow(/permission denied/);
    await expect(db.query(`ALTER TABLE reviews DISABLE TRIGGER reviews_hot_reads`)).rejects.toThrow(/must be owner/);
    await expect(db.query(`DROP TABLE contact_messages`)).rejects.toThrow(/must be owner/);
    await expect(db.query(`UPDATE audit_log SET decision_facts = 'rewritten'`)).rejects.toThrow(/permission denied/);
    await expect(db.query(`DELETE FROM audit_log`)).rejects.toThrow(/permission denied/);
    await expect(db.query(`TRUNCATE audit_log`)).rejects.toThrow(/permission denied/);
    await expect(db.query(`INSERT INTO migrations (timestamp, name) VALUES (1, 'x')`)).rejects.toThrow(/permission denied/);
  });
});
