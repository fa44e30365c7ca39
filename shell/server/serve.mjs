// The server of the shell origin (http://localhost:8080 by default): the built shell, the run-time
// /remotes.json, and a proxy for every /api/... path and the exact /widget.js to the API, so the
// browser sees one origin. Every other path answers the shell page (client-side routing).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { precompress, sendPrecompressed } from './precompressed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export function remotesFromEnv(env = process.env) {
  const url = (value, fallback) => `${(value || fallback).replace(/\/$/, '')}/mf-manifest.json`;
  return { consumer_app: url(env.CONSUMER_APP_URL, `http://localhost:${env.CONSUMER_APP_PORT ?? 8081}`) };
}

function proxy(req, res, api) {
  const target = new URL(req.url, api);
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        // The API trusts this proxy's X-Forwarded-For (TRUST_PROXY=loopback): it names the client.
        'x-forwarded-for': forwarded,
        'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
        'x-forwarded-host': req.headers.host ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The service is not reachable right now. Please try again.' }));
  });
  req.pipe(upstream);
}

export function createShellServer({ dist = path.join(here, '..', 'dist'), api = 'http://127.0.0.1:3000', env = process.env } = {}) {
  const remotes = JSON.stringify(remotesFromEnv(env));
  const compressed = precompress(dist);
  return http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/widget.js') return proxy(req, res, api);
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(remotes);
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hashed = /\.[0-9a-f]{8}\.js$/.test(pathname);
      const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
      if (sendPrecompressed(compressed, req, res, pathname, { ...common, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' })) return;
      // Client-side routes (no file extension) answer the shell page.
      if (!path.extname(pathname) && sendPrecompressed(compressed, req, res, '/index.html', { ...common, 'Cache-Control': 'no-cache' })) return;
    }
    return handler(req, res, {
      public: dist,
      cleanUrls: false,
      directoryListing: false,
      rewrites: [{ source: '**', destination: '/index.html' }],
      headers: [
        { source: '**/*.@(js|css|svg|woff2)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        { source: 'index.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
        {
          source: '**',
          headers: [
            { key: 'X-Content-Type-Options', value: 'nosniff' },
            { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          ],
        },
      ],
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.SHELL_PORT ?? 8080);
  const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
  createShellServer({ api }).listen(port, () => {
    console.log(`Shell on http://localhost:${port} (API ${api}; remotes ${JSON.stringify(remotesFromEnv())})`);
  });
}
