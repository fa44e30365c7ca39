// The JavaScript the home page loads before it is interactive, in Debian's Chromium: every script
// response from the navigation until the page has loaded, shows its first heading, the network has
// been quiet for 500 ms and the main thread is idle. Prints gzip bytes (each file at level 9,
// whatever the server sent), raw and transferred bytes and the number of files, per origin; the
// median over several cold loads. Several targets side by side, alternating. Figures only.
//
//   node e2e/bench/js-weight.mjs                            this checkout's built product
//   node e2e/bench/js-weight.mjs --url http://localhost:8080 [--path /]
//   node e2e/bench/js-weight.mjs --checkout /tmp/before --checkout . --label before,after
// Options: --runs N (3), --list (every file of the last run).
/* global requestIdleCallback -- runs in the page */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median, parseArgs, startTargets } from './support/targets.mjs';

const args = parseArgs();
const RUNS = Number(args.runs ?? 3);
const PATH = typeof args.path === 'string' ? args.path : '/';

async function measure(browser, url) {
  // A fresh context: nothing cached.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let interactive = false;
  page.on('response', async (res) => {
    if (interactive || res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      const sizes = await res.request().sizes();
      scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize });
    } catch {
      /* redirected or aborted */
    }
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })));
  const ms = Date.now() - t0;
  interactive = true;
  await context.close();
  return { ms, scripts };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (list, key) => list.reduce((a, s) => a + s[key], 0);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const { targets, stop } = await startTargets(args);
const runs = new Map(targets.map((t) => [t.label, []]));
try {
  for (let run = 1; run <= RUNS; run++) for (const target of targets) runs.get(target.label).push(await measure(browser, `${target.url}${PATH}`));
} finally {
  await browser.close();
  await stop();
}

console.log(`JavaScript loaded before ${PATH} is interactive (load, first heading in main, network quiet 500 ms, main thread idle); median of ${RUNS} cold loads:`);
for (const target of targets) {
  const list = runs.get(target.label);
  const gz = list.map((r) => sum(r.scripts, 'gzip'));
  const files = list.map((r) => r.scripts.length);
  const last = list.at(-1);
  console.log(`\n${target.label}: ${kb(median(gz))} gzip in ${median(files)} files [${list.map((r) => `${kb(sum(r.scripts, 'gzip'))}/${r.scripts.length}`).join(', ')}], interactive after ${median(list.map((r) => r.ms))} ms`);
  const byOrigin = new Map();
  for (const s of last.scripts) {
    const origin = new URL(s.url).origin;
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), s]);
  }
  for (const [origin, list] of byOrigin) console.log(`  ${origin}: ${list.length} files, ${kb(sum(list, 'raw'))} raw, ${kb(sum(list, 'gzip'))} gzip, ${kb(sum(list, 'sent'))} transferred`);
  if (args.list) for (const s of [...last.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
}
