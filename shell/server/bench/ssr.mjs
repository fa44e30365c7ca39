// Server rendering, measured in this process against a running product (`npm start`): the cold
// render of company pages (each company rendered once: its reads, the page and the frame; p50 and
// p99), the warm render of one page, and the heap across reloads of a remote's Node build (each
// reload registers the remote afresh, as a redeploy does, and renders a page with the new code).
// Figures only.
//
//   node --expose-gc shell/server/bench/ssr.mjs [--api http://127.0.0.1:3000] [--remote http://localhost:8081]
//     [--companies 200] [--reloads 50]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split('--')
    .filter(Boolean)
    .map((a) => a.trim().split(/\s+/)),
);
const API = args.api ?? 'http://127.0.0.1:3000';
const REMOTE = (args.remote ?? 'http://localhost:8081').replace(/\/$/, '');
const COMPANIES = Number(args.companies ?? 200);
const RELOADS = Number(args.reloads ?? 50);
if (typeof globalThis.gc !== 'function') throw new Error('Run with node --expose-gc');

const build = createRequire(import.meta.url)(path.join(here, '..', '..', 'dist', 'server', 'render-page.js'));
const remote = (entry) => ({ name: 'consumer_app', entry, module: 'consumer_app/routes' });
const ENTRY = `${REMOTE}/ssr/remoteEntry.js`;
build.configure({ apiOrigin: API, remotes: [remote(ENTRY)] });
const render = (pathname) => build.renderPage({ remote: 'consumer_app', pathname, search: '', site: 'http://localhost:8080', dataDeadlineMs: 5000, renderDeadlineMs: 5000 });
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const heapMb = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed / 1048576;
};

const ids = [];
for (let offset = 0; ids.length < COMPANIES; offset += 100) {
  const res = await fetch(`${API}/api/companies?limit=100&offset=${offset}`);
  const page = await res.json();
  if (!page.length) break;
  ids.push(...page.map((c) => c.id));
}
await render('/'); // the remote's route list and the frame's code, loaded once

const cold = [];
for (const id of ids.slice(0, COMPANIES)) {
  const t = performance.now();
  const page = await render(`/companies/${id}`);
  cold.push(performance.now() - t);
  if (page.status !== 200) throw new Error(`/companies/${id} answered ${page.status}`);
}
cold.sort((a, b) => a - b);
const warm = [];
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  await render('/about');
  warm.push(performance.now() - t);
}
warm.sort((a, b) => a - b);
console.log(`cold company-page render (each company once, ${cold.length}): p50 ${pct(cold, 50).toFixed(1)} ms, p99 ${pct(cold, 99).toFixed(1)} ms, max ${cold.at(-1).toFixed(1)} ms`);
console.log(`warm /about render (50): p50 ${pct(warm, 50).toFixed(1)} ms, p99 ${pct(warm, 99).toFixed(1)} ms`);

// Reloads: the entry's address alternates between two spellings of the same origin, so each is a
// new registration of the remote (its code fetched and evaluated again), as after a redeploy.
const alternate = ENTRY.replace('//localhost', '//127.0.0.1');
const heap = [heapMb()];
for (let i = 1; i <= RELOADS; i++) {
  build.setServerRemotes([remote(i % 2 ? alternate : ENTRY)]);
  const page = await render(`/companies/${ids[i % ids.length]}`);
  if (page.status !== 200) throw new Error(`reload ${i}: ${page.status}`);
  if (i % 10 === 0) heap.push(heapMb());
}
console.log(`heap used after gc, every 10 reloads of the remote (0..${RELOADS}): ${heap.map((h) => h.toFixed(1)).join(' → ')} MB`);
process.exit(0);
