// Prints latency figures of the hot read endpoints against a running API (no assertions: figures only).
// Usage: node api/bench/api-latency.mjs [baseUrl] [requestsPerEndpoint]
const base = process.argv[2] ?? 'http://localhost:3000';
const n = Number(process.argv[3] ?? 200);

async function json(path) {
  const res = await fetch(base + path);
  return { res, body: await res.json() };
}

async function measure(name, pathFor) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const path = pathFor(i);
    const t0 = performance.now();
    // A distinct client address per request (the API trusts a loopback proxy's X-Forwarded-For):
    // searches and deep pages are rate-limited per address, and this measures time, not limits.
    const res = await fetch(base + path, { headers: { 'x-forwarded-for': `10.201.${(i >> 8) & 255}.${i & 255}` } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${name.padEnd(34)} p50 ${pct(50).padStart(7)} ms   p95 ${pct(95).padStart(7)} ms   max ${times.at(-1).toFixed(1).padStart(7)} ms`);
}

const { body: stats } = await json('/api/stats');
console.log(`data: ${stats.totalCompanies} companies, ${stats.totalReviews} reviews; ${n} sequential requests each\n`);
const { res: listRes, body: page } = await json('/api/companies?limit=100&offset=5000');
const total = Number(listRes.headers.get('x-total-count'));
const ids = page.map((c) => c.id);
const big = (await json('/api/companies/featured?limit=24')).body.map((c) => c.id);
const words = ['bank', 'air', 'software', 'hotel', 'the', 'ex', 'green', 'delivery', 'zz', '100%'];

await measure('GET /api/stats', () => '/api/stats');
await measure('GET /api/categories', () => '/api/categories');
await measure('GET /api/companies/featured', () => '/api/companies/featured');
await measure('GET /api/companies (page)', (i) => `/api/companies?offset=${(i * 97) % Math.max(1, total - 50)}&limit=50`);
await measure('GET /api/companies?category=', () => '/api/companies?category=Banking&limit=50');
await measure('GET /api/companies?search=', (i) => `/api/companies?search=${encodeURIComponent(words[i % words.length])}&limit=50`);
await measure('GET /api/companies/:id', (i) => `/api/companies/${ids[i % ids.length]}`);
await measure('GET /api/companies/:id (largest)', (i) => `/api/companies/${big[i % big.length]}`);
await measure('GET /api/companies/:id?offset=200', (i) => `/api/companies/${big[i % big.length]}?offset=200&limit=50`);
await measure('GET /api/reviews/recent', () => '/api/reviews/recent?limit=10');
