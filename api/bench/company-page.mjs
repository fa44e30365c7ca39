// The hot company page against the machine's limit: GET /api/companies/{id} on a running API,
// side by side with a bare node:http server (its own process) sending the very same bytes and
// headers, alternating rounds in one run so both see the same machine. Prints figures only.
//   node api/bench/company-page.mjs [--url http://127.0.0.1:3000] [--company <id>] [--connections 64] [--seconds 10] [--rounds 2]
// Several --url (with --label before,after) compare API versions against the same bare server.
// With no --company it takes the featured company with the most reviews.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

if (process.argv[2] === '--serve-bare') {
  // The bare server: the answer's bytes and headers, nothing else.
  const http = await import('node:http');
  const { body, headers } = await new Promise((resolve) => process.once('message', resolve));
  const bytes = Buffer.from(body, 'base64');
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
} else {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true, default: ['http://127.0.0.1:3000'] },
      label: { type: 'string' },
      company: { type: 'string' },
      connections: { type: 'string', default: '64' },
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const bases = values.url.map((u) => u.replace(/\/$/, ''));
  const labels = values.label?.split(',') ?? bases.map((_, i) => (bases.length === 1 ? 'api' : `api${i + 1}`));
  const base = bases[0];
  const id = values.company ?? (await (await fetch(`${base}/api/companies/featured?limit=24`)).json()).sort((a, b) => b.totalReviews - a.totalReviews)[0].id;
  const path = `/api/companies/${id}`;
  const first = await fetch(base + path);
  if (!first.ok) throw new Error(`${path}: ${first.status}`);
  const body = Buffer.from(await first.arrayBuffer());
  // The same headers as the API sent, minus those that describe one connection or message.
  const headers = Object.fromEntries([...first.headers].filter(([k]) => !['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-encoding'].includes(k)));
  headers['content-length'] = String(body.length);

  const bare = fork(fileURLToPath(import.meta.url), ['--serve-bare'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  bare.send({ body: body.toString('base64'), headers });
  const barePort = await new Promise((resolve) => bare.once('message', resolve));

  const run = (url) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: Number(values.connections), duration: Number(values.seconds), pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result))),
    );
  console.log(`${path}: ${body.length.toLocaleString('en')} bytes; ${values.connections} connections, ${values.seconds} s a round, ${values.rounds} rounds each, alternating\n`);
  console.log('server        req/s      p50 ms   p99 ms   non-2xx');
  const figures = Object.fromEntries([...labels, 'bare'].map((l) => [l, []]));
  try {
    // Warm both up before measuring.
    for (const b of bases) await new Promise((resolve, reject) => autocannon({ url: b + path, connections: 8, amount: 2000 }, (e) => (e ? reject(e) : resolve())));
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const [name, url] of [...bases.map((b, i) => [labels[i], b + path]), ['bare', `http://127.0.0.1:${barePort}${path}`]]) {
        const r = await run(url);
        figures[name].push(r);
        console.log(`${name.padEnd(10)}${r.requests.average.toFixed(0).padStart(9)}${String(r.latency.p50).padStart(12)}${String(r.latency.p99).padStart(9)}${String(r.non2xx).padStart(10)}`);
      }
    }
  } finally {
    bare.kill();
  }
  const mean = (rs, f) => rs.reduce((a, r) => a + f(r), 0) / rs.length;
  const bareRate = mean(figures.bare, (r) => r.requests.average);
  console.log('');
  for (const label of labels) {
    const rate = mean(figures[label], (r) => r.requests.average);
    console.log(`ratio ${label} / bare: ${(rate / bareRate).toFixed(2)}  (${rate.toFixed(0)} / ${bareRate.toFixed(0)} req/s); ${label} p99 ${Math.max(...figures[label].map((r) => r.latency.p99))} ms`);
  }
}
