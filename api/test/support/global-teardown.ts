import fs from 'node:fs';
import { Client } from 'pg';
import type { EmbeddedDatabase } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as { db: EmbeddedDatabase; dir: string } | undefined;
  if (!embedded) {
    // The machine's server outlives the run: the template goes (the embedded one goes with its folder).
    const template = process.env.TEST_DATABASE_TEMPLATE;
    if (!template || !process.env.TEST_DATABASE_SERVER_URL) return;
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    return;
  }
  await embedded.db.stop();
  fs.rmSync(embedded.dir, { recursive: true, force: true });
}
