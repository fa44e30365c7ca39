// Starts the API: database (embedded unless DATABASE_URL), migrations, demo data in demo mode, HTTP.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './config/config.js';
import { resolveDatabase } from './database/database-url.js';
import { runMigrations } from './database/migrate.js';
import { grantAppRole, isSuperuser, roleOf } from './database/app-role.js';

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  const database = await resolveDatabase(config, (line) => logger.log(line));
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    await app?.close().catch(() => undefined);
    await database.embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    const ran = await runMigrations(database.ownerUrl);
    if (ran.length) logger.log(`Applied migrations: ${ran.join(', ')}`);
    if (database.ownerUrl !== database.url) {
      await grantAppRole(database.ownerUrl, roleOf(database.url));
    } else if (await isSuperuser(database.url)) {
      logger.warn('The API connects as a database superuser: set DATABASE_OWNER_URL to the owner and DATABASE_URL to a role with data access only (README, "Deploy").');
    }
    if (config.demoMode) {
      // The demo seeder and its word lists are loaded only in demo mode.
      const { seedDemoIfEmpty } = await import('./seed/demo-seed.js');
      await seedDemoIfEmpty(database.ownerUrl, (line) => logger.log(line));
    }
    app = await createApp(config, database.url);
    await app.listen({ port: config.port, host: config.host });
    logger.log(`API listening on http://localhost:${config.port}/api${config.demoMode ? ' (demo mode)' : ''}`);
  } catch (e) {
    logger.error(e instanceof Error ? e.stack ?? e.message : String(e));
    await app?.close().catch(() => undefined);
    await database.embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
