// Starts the whole product from built files: the API (a child process: it owns the embedded
// PostgreSQL and must stop it cleanly), each remote's static origin, and the shell origin.
// Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellServer } from '../shell/server/serve.mjs';
import { createRemoteServer } from './serve-remote.mjs';

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

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOCAL, () => resolve(server));
  });
}

/**
 * @param {{ ports?: {shell?: number, consumer?: number, api?: number}, env?: Record<string,string>, demo?: boolean, apiStdio?: 'inherit'|'ignore'|'pipe' }} opts
 */
export async function startProduct(opts = {}) {
  const ports = {
    shell: Number(opts.ports?.shell ?? process.env.SHELL_PORT ?? 8080),
    consumer: Number(opts.ports?.consumer ?? process.env.CONSUMER_APP_PORT ?? 8081),
    api: Number(opts.ports?.api ?? process.env.API_PORT ?? 3000),
  };
  const env = {
    ...process.env,
    ...opts.env,
    API_PORT: String(ports.api),
    API_HOST: process.env.API_HOST ?? LOCAL,
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${ports.shell}`,
    CONSUMER_APP_URL: process.env.CONSUMER_APP_URL ?? `http://localhost:${ports.consumer}`,
  };
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
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
    if (api.exitCode === null) {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
  };
  try {
    await waitForHealth(`http://127.0.0.1:${ports.api}/api/health`, api, 120_000);
    servers.push(await listen(createRemoteServer(path.join(root, 'consumer-app/dist')), ports.consumer));
    servers.push(await listen(createShellServer({ dist: path.join(root, 'shell/dist'), api: `http://127.0.0.1:${ports.api}`, env }), ports.shell));
  } catch (e) {
    await stop();
    throw e;
  }
  return { ports, url: `http://localhost:${ports.shell}`, stop };
}
