import fs from 'node:fs';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const held = (globalThis as Record<string, unknown>).__PRODUCT__ as
    | { product: { stop(): Promise<void> }; state: { database?: string; dataDir?: string } }
    | undefined;
  if (!held) return;
  await held.product.stop();
  if (held.state.database && process.env.DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${held.state.database} WITH (FORCE)`);
    await admin.end();
  }
  if (held.state.dataDir) fs.rmSync(held.state.dataDir, { recursive: true, force: true });
}
