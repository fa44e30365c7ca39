// Starts the built product for this run with a database of its own: a fresh database on the
// DATABASE_URL server when set, otherwise an embedded PostgreSQL in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { E2E_PORTS } from './ports';

export default async function globalSetup(): Promise<void> {
  // The webhook receivers of the journeys listen on this machine, which only a test run may allow.
  const env: Record<string, string> = { LOG_LEVEL: 'warn', STATS_CACHE_MS: '0', WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1' };
  const state: Record<string, string> = {};
  if (process.env.DATABASE_URL) {
    const name = `rp_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    state.database = name;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-e2e-'));
    env.DATA_DIR = dir;
    const { freePort } = await import('../../scripts/free-port.mjs');
    env.EMBEDDED_PG_PORT = String(await freePort());
    state.dataDir = dir;
  }
  const { startProduct } = await import('../../scripts/product.mjs');
  const product = await startProduct({ ports: E2E_PORTS, env, demo: true, apiStdio: process.env.E2E_API_LOGS ? 'inherit' : 'ignore' });
  (globalThis as Record<string, unknown>).__PRODUCT__ = { product, state };
  // For the few states the API cannot make in demo mode (support/db.ts); the test workers inherit
  // process.env from here. The embedded server's superuser password is written by the API at start.
  process.env.E2E_DATABASE_URL =
    env.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent(fs.readFileSync(path.join(env.DATA_DIR, 'pg-password'), 'utf8').trim())}@127.0.0.1:${env.EMBEDDED_PG_PORT}/reviews`;
}
