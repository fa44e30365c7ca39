import { type AppConfig } from '../config/config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.js';

/** DATABASE_URL when set; otherwise an embedded PostgreSQL with its data in .data/ (kept across restarts). */
export async function resolveDatabase(config: AppConfig, log: (line: string) => void): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  log(`No DATABASE_URL: starting embedded PostgreSQL in ${config.dataDir} on port ${config.embeddedPgPort}`);
  const embedded = await startEmbeddedPostgres({
    dir: config.dataDir,
    port: config.embeddedPgPort,
    database: 'reviews',
    persistent: true,
  });
  return { url: embedded.url, embedded };
}
