// What a hanging remote costs, in Chromium, side by side in one run: the built product is started
// twice on spare ports, once with every remote served and once with one
// remote's URL pointing at a server that accepts connections and never answers. For each it prints
// the time to the home page's first heading, and how long the hanging remote's path takes to say
// "temporarily unavailable". Figures only.
// Usage: npm run build, then node e2e/bench/remote-hang.mjs [remote name, default admin_app]
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import remotesManifest from 'shared-ui/remotes';
import { freePort } from '../../scripts/free-port.mjs';
import { startProduct } from '../../scripts/product.mjs';

const hanging = process.argv[2] ?? 'admin_app';
const remote = remotesManifest.remoteByName(hanging);
const RUNS = 5;

/** Accepts every connection and never answers (nor closes). */
function startHangingServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => sockets.add(socket));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: server.address().port, close: () => (sockets.forEach((s) => s.destroy()), server.close()) }),
    ),
  );
}

async function measure(url, label) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const home = [];
  const unavailable = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    let t0 = Date.now();
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    home.push(Date.now() - t0);
    if (label === 'hanging') {
      t0 = Date.now();
      await page.goto(`${url}/admin/reports`);
      await page.getByText('This part of the site is temporarily unavailable').waitFor({ timeout: 30_000 });
      unavailable.push(Date.now() - t0);
    }
    await page.close();
  }
  await browser.close();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`${label.padEnd(8)} home page first heading: median ${median(home)} ms (${home.join(', ')})`);
  if (unavailable.length) console.log(`${''.padEnd(8)} /admin/reports says unavailable after: median ${median(unavailable)} ms (${unavailable.join(', ')})`);
}

const hang = await startHangingServer();
const dataDirs = [];
const product = async (offset, env = {}) =>
  startProduct({
    demo: true,
    apiStdio: 'ignore',
    ports: {
      shell: 28080 + offset,
      api: 23000 + offset,
      remotes: Object.fromEntries(remotesManifest.remotes.map((r) => [r.name, r.port + 20000 + offset])),
    },
    // Each its own embedded database, away from the one of `npm start`.
    env: { LOG_LEVEL: 'warn', DATA_DIR: dataDirs[dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-'))) - 1], EMBEDDED_PG_PORT: String(await freePort()), ...env },
  });
const normal = await product(0);
const slow = await product(100, { [remote.urlVariable]: `http://127.0.0.1:${hang.port}` });
try {
  console.log(`${RUNS} page loads each, ${remote.folder} hanging in the second:`);
  await measure(normal.url, 'normal');
  await measure(slow.url, 'hanging');
} finally {
  await slow.stop();
  await normal.stop();
  hang.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
