// One PostgreSQL server for the whole run: the machine's (DATABASE_URL) or an embedded one in a
// temporary folder. Each test file then creates its own database on it (see test-app.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Bare: this import installs the look-up that lets the ".js" names below resolve (see the file).
import './source-suffixes';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { freePort } from './free-port.js';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-test-pg-'));
  const port = await freePort();
  const db = await startEmbeddedPostgres({ dir, port, database: 'postgres', persistent: false });
  process.env.TEST_DATABASE_SERVER_URL = db.url;
  (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { db, dir };
}
