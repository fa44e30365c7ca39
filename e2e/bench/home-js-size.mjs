// Prints the JavaScript a page loads before it is interactive (here: until the network is idle
// and the first heading is shown), per origin, raw and gzip-compressed. Figures only.
// Usage: node e2e/bench/home-js-size.mjs [url]   (the product must be running, e.g. npm start)
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';

const url = process.argv[2] ?? 'http://localhost:8080/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (res) => {
  const type = res.request().resourceType();
  if (type !== 'script') return;
  try {
    const body = await res.body();
    const sent = (await res.request().sizes()).responseBodySize;
    scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent });
  } catch {
    /* redirected or aborted */
  }
});
const t0 = Date.now();
await page.goto(url, { waitUntil: 'networkidle' });
await page.getByRole('heading', { level: 1 }).first().waitFor();
const ms = Date.now() - t0;
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const byOrigin = new Map();
for (const s of scripts) {
  const o = new URL(s.url).origin;
  const t = byOrigin.get(o) ?? { files: 0, raw: 0, gzip: 0, sent: 0 };
  byOrigin.set(o, { files: t.files + 1, raw: t.raw + s.raw, gzip: t.gzip + s.gzip, sent: t.sent + s.sent });
}
console.log(`${url}: interactive (network idle, h1 shown) after ${ms} ms`);
for (const [origin, t] of byOrigin) console.log(`  ${origin}: ${t.files} files, ${kb(t.raw)} raw, ${kb(t.gzip)} gzip, ${kb(t.sent)} transferred`);
const total = scripts.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, sent: a.sent + s.sent }), { raw: 0, gzip: 0, sent: 0 });
console.log(`  total: ${scripts.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.sent)} transferred`);
