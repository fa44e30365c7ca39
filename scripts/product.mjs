// Starts the whole product from built files: the API (a child process: it owns the embedded
// PostgreSQL and must stop it cleanly), each remote's static origin, and the shell origin.
// Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellServer } from '../shell/server/serve.mjs';
import remotesManifest from 'shared-ui/remotes';
import { createRemoteServer } from './serve-remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s`);
}

// npm start serves this machine only: the demo's mail listing and accounts are not for the network.
const LOCAL = '127.0.0.1';

/** A Fastify app (made by its factory) listening on this machine's `port`. */
async function listen(appPromise, port) {
  const app = await appPromise;
  await app.listen({ port, host: LOCAL });
  return app;
}

/**
 * The database whose notifications invalidate the shell's page cache: PAGE_CACHE_DATABASE_URL,
 * else DATABASE_URL, else the embedded PostgreSQL's listen-only role, whose connection string the
 * API wrote beside the data at its start (api/src/database/app-role.ts).
 */
function pageCacheDatabaseUrl(env) {
  if (env.PAGE_CACHE_DATABASE_URL) return env.PAGE_CACHE_DATABASE_URL;
  if (env.DATABASE_URL) return env.DATABASE_URL;
  // DATA_DIR as the API reads it, from its working folder.
  const dataDir = env.DATA_DIR ? path.resolve(root, 'api', env.DATA_DIR) : path.join(root, '.data');
  const file = path.join(dataDir, 'pg-listen-url');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * @param {{
 *   ports?: { shell?: number, api?: number, remotes?: Record<string, number> },
 *   env?: Record<string, string>, demo?: boolean, apiStdio?: 'inherit'|'ignore'|'pipe'
 * }} opts  `ports.remotes` by remote name; the rest of remotes.manifest.json's ports by default.
 */
export async function startProduct(opts = {}) {
  const ports = {
    shell: Number(opts.ports?.shell ?? process.env.SHELL_PORT ?? 8080),
    api: Number(opts.ports?.api ?? process.env.API_PORT ?? 3000),
    remotes: Object.fromEntries(remotesManifest.remotes.map((r) => [r.name, Number(opts.ports?.remotes?.[r.name] ?? remotesManifest.remotePort(r))])),
  };
  const env = {
    ...process.env,
    ...opts.env,
    API_PORT: String(ports.api),
    API_HOST: process.env.API_HOST ?? LOCAL,
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${ports.shell}`,
  };
  // Each remote where this machine serves it, unless its URL variable points elsewhere.
  for (const remote of remotesManifest.remotes) env[remote.urlVariable] ||= `http://localhost:${ports.remotes[remote.name]}`;
  const api = spawn(process.execPath, [path.join(root, 'api/dist/main.js'), ...(opts.demo === false ? [] : ['--demo'])], {
    cwd: path.join(root, 'api'),
    env,
    stdio: opts.apiStdio ?? 'inherit',
  });
  // If this process dies, the API (and its embedded PostgreSQL) must not live on holding the ports.
  const killApi = () => api.exitCode === null && api.kill('SIGINT');
  process.once('exit', killApi);
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((app) => app.close()));
    if (api.exitCode === null) {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
  };
  try {
    await waitForHealth(`http://127.0.0.1:${ports.api}/api/health`, api, 120_000);
    for (const remote of remotesManifest.remotes) {
      servers.push(await listen(createRemoteServer(path.join(remote.dir, 'dist')), ports.remotes[remote.name]));
    }
    const shellEnv = { ...env, PAGE_CACHE_DATABASE_URL: pageCacheDatabaseUrl(env) };
    servers.push(await listen(createShellServer({ dist: path.join(root, 'shell/dist'), api: `http://127.0.0.1:${ports.api}`, env: shellEnv }), ports.shell));
  } catch (e) {
    await stop();
    throw e;
  }
  return { ports, url: `http://localhost:${ports.shell}`, stop };
}
