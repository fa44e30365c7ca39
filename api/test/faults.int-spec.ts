// The database restarted under the API: while it is down every request answers 503 with a
// message and Retry-After within seconds (never a 500, never a hang), health says 503, and the
// API recovers by itself when the database is back, with nothing acknowledged lost. The API here
// reads a PostgreSQL of its own (named by DATABASE_URL as a deployment would), so it can be
// stopped and started without touching the other test files' server.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres.js';
import { runMigrations } from '../src/database/migrate.js';
import { freePort } from './support/free-port.js';
import { Agent, nextIp, SITE } from './support/test-app.js';

const CALL_BOUND_MS = 4000;

describe('database restart under the API', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-faults-pg-'));
  let port: number;
  let pg: EmbeddedDatabase;
  let app: NestFastifyApplication;
  const start = () => startEmbeddedPostgres({ dir, port, database: 'faults', persistent: true });

  beforeAll(async () => {
    port = await freePort();
    pg = await start();
    await runMigrations(pg.url);
    app = await createApp(loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE, DEMO_MODE: '1', DATABASE_URL: pg.url }, []), pg.url);
  }, 60_000);
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A signed-in user of its own (the agent waits for nothing: the cache is off while the database is down). */
  async function user(n: number) {
    const agent = new Agent(app, nextIp(), false);
    const res = await agent.post('/api/auth/register', { firstName: `Fault${n}`, lastName: 'Tester', email: `fault${n}.${port}@example.com`, password: `fault-password-${n}-ok` });
    expect(res.status).toBe(201);
    return agent;
  }

  async function timed<T>(call: () => Promise<T>): Promise<T> {
    const t0 = Date.now();
    const result = await call();
    expect(Date.now() - t0).toBeLessThan(CALL_BOUND_MS);
    return result;
  }

  it('answers 503 with Retry-After while the database is down, and recovers by itself with every acknowledged write kept', async () => {
    const owner = await user(1);
    const company = (await owner.post('/api/companies', { name: 'Fault Tolerant Ltd', category: 'Technology', website: 'https://fault-tolerant.example.com' })).body;
    const writers = await Promise.all([2, 3, 4, 5, 6].map(user));
    const acknowledged: string[] = [];
    const write = async (i: number) => {
      const res = await writers[i].post('/api/reviews', { companyId: company.id, rating: 4, title: `Review ${i}`, content: 'Written while the database restarts.' });
      if (res.status === 201) acknowledged.push(res.body.id);
      return res;
    };
    expect((await write(0)).status).toBe(201);

    await pg.stop();
    const down = await Promise.all([
      timed(() => new Agent(app, nextIp(), false).get(`/api/companies/${company.id}?offset=0&limit=50`)),
      timed(() => new Agent(app, nextIp(), false).get('/api/companies?search=fault')),
      timed(() => write(1)),
      timed(() => writers[2].get('/api/auth/user')),
    ]);
    for (const res of down) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    const health = await timed(() => new Agent(app, nextIp(), false).get('/api/health'));
    expect(health.status).toBe(503);

    pg = await start();
    const back = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - back < 15_000) {
      recovered = (await new Agent(app, nextIp(), false).get('/api/health')).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    // The pool reconnects as it goes: no request after the database is back fails.
    expect((await write(3)).status).toBe(201);
    expect((await write(4)).status).toBe(201);
    expect((await writers[2].get('/api/auth/user')).status).toBe(200);

    const stored = (await new Agent(app, nextIp(), false).get(`/api/companies/${company.id}?offset=0&limit=50`)).body.reviews.map((r: { id: string }) => r.id);
    for (const id of acknowledged) expect(stored).toContain(id);
    expect(acknowledged).toHaveLength(3);
    // The one refused while down may be sent again.
    expect((await write(1)).status).toBe(201);
  }, 90_000);
});
