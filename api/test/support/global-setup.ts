// Jest compiles this file outside its ESM pipeline, where ".js" suffixes do not resolve: hence the bare path.
// One PostgreSQL server for the whole run: the machine's (DATABASE_URL) or an embedded one in a
// temporary folder. Each test file then creates its own database on it (see test-app.ts).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-test-pg-'));
  // A port nothing listens on now (a random one may be held by a client connection's ephemeral port).
  const port = await new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = s.address() as net.AddressInfo;
      s.close(() => resolve(free));
    });
    s.on('error', reject);
  });
  const db = await startEmbeddedPostgres({ dir, port, database: 'postgres', persistent: false });
  process.env.TEST_DATABASE_SERVER_URL = db.url;
  (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { db, dir };
}
