// The hot anonymous company page from the shell's page cache, against a bare node:http server
// sending the same bytes with the same headers: requests per second of each, side by side in one
// run (alternating rounds, as this machine is noisy), with 64 connections (autocannon), as a
// browser asks (Accept-Encoding: br). Against a running product (`npm start`, its page cache
// listening). The bare server runs in a process of its own, as the shell's server does. Figures only.
//
//   node shell/server/bench/page-cache.mjs [--shell http://localhost:8080] [--seconds 10] [--rounds 3]
//     [--connections 64]
// Against a shell server without PAGE_CACHE_DATABASE_URL, it measures the page rendered per request.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const SHELL = option('shell', 'http://localhost:8080').replace(/\/$/, '');
const SECONDS = Number(option('seconds', 10));
const ROUNDS = Number(option('rounds', 3));
const CONNECTIONS = Number(option('connections', 64));
const HEADERS = { 'accept-encoding': 'br, gzip' };

const [busiest] = await (await fetch(`${SHELL}/api/companies?sort=reviews&limit=1`)).json();
const pagePath = `/companies/${busiest.id}`;
// Twice: the second is the kept page.
await fetch(`${SHELL}${pagePath}`, { headers: HEADERS });
const kept = await fetch(`${SHELL}${pagePath}`, { headers: HEADERS, decompress: false });
if (kept.headers.get('x-page-cache') !== 'hit') {
  console.warn(`The page was not served from the cache (x-page-cache: ${kept.headers.get('x-page-cache')}): is the page cache listening (PAGE_CACHE_DATABASE_URL)?`);
}
// fetch decodes the body; the bare server sends it encoded as the shell does.
const html = await (await fetch(`${SHELL}${pagePath}`)).text();
const headers = Object.fromEntries([...kept.headers].filter(([name]) => !['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));

// The bare server: the page brotli-compressed once, sent as is.
const pageFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-page-')), 'page.json');
fs.writeFileSync(pageFile, JSON.stringify({ html, headers }));
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import http from 'node:http'; import zlib from 'node:zlib';
     import fs from 'node:fs';
     const { html, headers } = JSON.parse(fs.readFileSync(process.env.PAGE_FILE, 'utf8'));
     const body = zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
     const all = { ...headers, 'content-encoding': 'br', 'content-length': body.length };
     http.createServer((req, res) => { res.writeHead(200, all); res.end(body); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
  ],
  { env: { ...process.env, PAGE_FILE: pageFile }, stdio: ['ignore', 'pipe', 'inherit'] },
);
const [line] = await once(bare.stdout, 'data');
const BARE = `http://127.0.0.1:${String(line).trim()}`;

async function run(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const rows = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const shell = await run(`${SHELL}${pagePath}`);
    const node = await run(`${BARE}${pagePath}`);
    rows.push({ round, shell, node });
    console.log(
      `round ${round}: shell ${shell.rps.toFixed(0)} req/s (p99 ${shell.p99} ms, ${shell.errors} errors), bare node:http ${node.rps.toFixed(0)} req/s (p99 ${node.p99} ms); ratio ${(shell.rps / node.rps).toFixed(2)}`,
    );
  }
} finally {
  bare.kill();
  fs.rmSync(path.dirname(pageFile), { recursive: true, force: true });
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nhot company page (${Buffer.byteLength(html)} bytes of HTML), ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} rounds`);
console.log(`median: shell ${median(rows.map((r) => r.shell.rps)).toFixed(0)} req/s, bare ${median(rows.map((r) => r.node.rps)).toFixed(0)} req/s, ratio ${median(rows.map((r) => r.shell.rps / r.node.rps)).toFixed(2)} (goal >= 0.5)`);
