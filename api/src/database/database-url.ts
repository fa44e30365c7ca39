import { type AppConfig } from '../config/config.js';
import { ensureEmbeddedAppRole, ensureEmbeddedListenRole } from './app-role.js';
import type { EmbeddedDatabase } from './embedded-postgres.js';

export interface ResolvedDatabase {
  /** What the API connects as: data access only when an owner is known (see app-role.ts). */
  url: string;
  /** The schema's owner: migrations and seeding. The same as `url` when only DATABASE_URL is given. */
  ownerUrl: string;
  embedded?: EmbeddedDatabase;
}

/**
 * DATABASE_URL (and DATABASE_OWNER_URL for migrations, if set) when given; otherwise an embedded
 * PostgreSQL with its data in .data/ (kept across restarts), where the API runs as a role of its own.
 */
export async function resolveDatabase(config: AppConfig, log: (line: string) => void): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, ownerUrl: config.databaseOwnerUrl ?? config.databaseUrl };
  log(`No DATABASE_URL: starting embedded PostgreSQL in ${config.dataDir} on port ${config.embeddedPgPort}`);
  // Loaded only here: the embedded-postgres library, once imported, takes SIGINT and SIGTERM for
  // itself (async-exit-hook) and exits the process as soon as its own clean-up is done, cutting the
  // API's shutdown (main.ts: requests under way, jobs, the highlights' reading thread) short.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const embedded = await startEmbeddedPostgres({
    dir: config.dataDir,
    port: config.embeddedPgPort,
    database: 'reviews',
    persistent: true,
  });
  await ensureEmbeddedListenRole(embedded.url, config.dataDir);
  return { url: await ensureEmbeddedAppRole(embedded.url, config.dataDir), ownerUrl: embedded.url, embedded };
}
