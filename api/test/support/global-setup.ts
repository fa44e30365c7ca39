// One PostgreSQL server for the whole run: the machine's (DATABASE_URL) or an embedded one in a
// temporary folder. Each test file then creates its own database on it (see test-app.ts), as a
// copy of one template migrated here: copying a database takes a fraction of a second, running
// the migrations into each file's database took seconds.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
// Bare: this import installs the look-up that lets the ".js" names below resolve (see the file).
import './source-suffixes';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { runMigrations } from '../../src/database/migrate.js';
import { freePort } from './free-port.js';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_SERVER_URL = process.env.DATABASE_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-test-pg-'));
    const port = await freePort();
    const db = await startEmbeddedPostgres({ dir, port, database: 'postgres', persistent: false });
    process.env.TEST_DATABASE_SERVER_URL = db.url;
    (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { db, dir };
  }
  const template = `rp_test_template_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_SERVER_URL);
  url.pathname = `/${template}`;
  // No connection stays open to it: PostgreSQL copies a template only while no one is connected.
  await runMigrations(url.toString());
  process.env.TEST_DATABASE_TEMPLATE = template;
}
