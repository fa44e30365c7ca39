import fs from 'node:fs';
import type { EmbeddedDatabase } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as { db: EmbeddedDatabase; dir: string } | undefined;
  if (!embedded) return;
  await embedded.db.stop();
  fs.rmSync(embedded.dir, { recursive: true, force: true });
}
