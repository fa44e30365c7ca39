// Flat at scale: company pages, deep review pages and search on a large data set, read from the
// database (start the API with HOT_CACHE=off, or the figures are the cache's). Figures only.
//   npm run seed -- --companies 100000 --reviews 1000000
//   HOT_CACHE=off HIGHLIGHTS_BACKFILL=off npm run start --workspace api   # in another terminal, same DATABASE_URL
//   node api/bench/scale.mjs [--url http://127.0.0.1:3000] [--requests 200]
// It finds the companies to read through the database (DATABASE_URL).
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000' }, requests: { type: 'string', default: '200' } } });
const base = values.url.replace(/\/$/, '');
const n = Number(values.requests);
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database the API reads, to pick the companies to measure.');

const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const [{ companies, reviews }] = (await db.query(`SELECT count(*)::int AS companies, coalesce(sum(review_count), 0)::int AS reviews FROM companies`)).rows;
const largest = (await db.query(`SELECT id, review_count FROM companies ORDER BY review_count DESC LIMIT 1`)).rows[0];
const small = (await db.query(`SELECT id, review_count FROM companies WHERE review_count BETWEEN 10 AND 12 ORDER BY id LIMIT 50`)).rows;
await db.end();

const health = await fetch(`${base}/api/health`).catch(() => null);
if (!health?.ok) throw new Error(`No API answers at ${base}`);

/** p50 and p95 of n sequential requests, in ms (the first few warm the connection and caches up). */
async function measure(pathFor) {
  const times = [];
  for (let i = -5; i < n; i++) {
    const path = pathFor(i < 0 ? 0 : i);
    const t0 = performance.now();
    // A distinct client address per request (the API trusts a loopback proxy's X-Forwarded-For):
    // searches and deep pages are rate-limited per address, and this measures time, not limits.
    const res = await fetch(base + path, { headers: { 'x-forwarded-for': `10.202.${((i + 5) >> 8) & 255}.${(i + 5) & 255}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    if (i >= 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}
const fmt = (m) => `p50 ${m.p50.toFixed(2).padStart(7)} ms   p95 ${m.p95.toFixed(2).padStart(7)} ms`;
const row = (name, m) => console.log(`${name.padEnd(44)}${fmt(m)}`);

console.log(`data: ${companies.toLocaleString('en')} companies, ${reviews.toLocaleString('en')} reviews; ${n} sequential requests each\n`);

const tenPage = await measure((i) => `/api/companies/${small[i % small.length].id}`);
const bigPage = await measure(() => `/api/companies/${largest.id}`);
row(`company page, ~10 reviews (${small.length} companies)`, tenPage);
row(`company page, ${largest.review_count.toLocaleString('en')} reviews`, bigPage);
console.log(`  most reviews / ten reviews: ${(bigPage.p50 / tenPage.p50).toFixed(2)} (goal <= 1.3)\n`);

const deep = Math.max(0, Math.min(10_000, largest.review_count - 50));
const later = await measure(() => `/api/companies/${largest.id}?offset=0&limit=50`);
const deepPage = await measure(() => `/api/companies/${largest.id}?offset=${deep}&limit=50`);
row('reviews ?offset=0&limit=50', later);
row(`reviews ?offset=${deep}&limit=50`, deepPage);
console.log(`  offset ${deep} / first page: ${(deepPage.p50 / later.p50).toFixed(2)} (goal <= 2)\n`);

for (const term of ['a', 'e', 'zz', 'ex', 'co', 'bank', 'air', 'green', 'north', 'xq']) {
  row(`search "${term}"`, await measure(() => `/api/companies?search=${encodeURIComponent(term)}&limit=50`));
}
console.log('  goal: p50 <= 20 ms each');
