// Posts a 2 MB JSON body (MEGABYTES=n for another size) to /api/auth/login through the shell origin ten times in a row on one
// keep-alive connection, and prints each answer's status and whether the connection was reused.
// The API refuses bodies over its limit (100 KB by default) with 413; through the edge every one
// of the ten must be that 413, on the same connection. Figures only.
// Usage: node shell/server/bench/large-body.mjs [http://localhost:8080] (the product must be running)
import http from 'node:http';

const base = process.argv[2] ?? 'http://localhost:8080';
// The site's own origin (the API refuses state changes from others before it looks at the body).
const origin = process.env.ORIGIN ?? base;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const megabytes = Number(process.env.MEGABYTES ?? 2);
const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(megabytes * 1024 * 1024) });

function post() {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}/api/auth/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket, text: text.slice(0, 100) }));
      },
    );
    req.on('error', (e) => resolve({ status: `error ${e.code ?? e.message}`, reused: req.reusedSocket, text: '' }));
    req.end(body);
  });
}

let ok = 0;
for (let i = 1; i <= 10; i++) {
  const r = await post();
  if (r.status === 413) ok++;
  console.log(`${String(i).padStart(2)}: ${r.status} ${r.reused ? 'same connection' : 'new connection'} ${r.text}`);
}
console.log(`${ok} of 10 answered 413`);
agent.destroy();
