// The server of the shell origin (http://localhost:8080 by default): the built shell, the run-time
// /remotes.json, and a proxy for every /api/... path and the exact /widget.js to the API, so the
// browser sees one origin. Every other path answers the shell page (client-side routing).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { precompress, sendPrecompressed } from './precompressed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// The site's pages may not be framed by other sites (clickjacking).
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

export function remotesFromEnv(env = process.env) {
  const url = (value, fallback) => `${(value || fallback).replace(/\/$/, '')}/mf-manifest.json`;
  return { consumer_app: url(env.CONSUMER_APP_URL, `http://localhost:${env.CONSUMER_APP_PORT ?? 8081}`) };
}

// Headers that describe one connection, not the message: never forwarded either way.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

function withoutHopByHop(headers) {
  const out = { ...headers };
  const listed = String(headers.connection ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...listed]) delete out[name];
  return out;
}

/**
 * The client as the API should see it. This server is the edge unless SHELL_TRUSTED_PROXIES
 * names its peer (a TLS terminator or nginx in front): only then is an incoming
 * X-Forwarded-For kept, so a client cannot pick its own address to dodge rate limits.
 */
function forwardedFor(req, trustedProxies) {
  const peer = req.socket.remoteAddress ?? '';
  const incoming = req.headers['x-forwarded-for'];
  return trustedProxies.has(peer) && incoming ? `${incoming}, ${peer}` : peer;
}

function proxy(req, res, api, trustedProxies) {
  const target = new URL(req.url, api);
  const fromTrustedProxy = trustedProxies.has(req.socket.remoteAddress ?? '');
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: {
        ...withoutHopByHop(req.headers),
        host: target.host,
        'x-forwarded-for': forwardedFor(req, trustedProxies),
        'x-forwarded-proto': fromTrustedProxy && req.headers['x-forwarded-proto'] ? req.headers['x-forwarded-proto'] : req.socket.encrypted ? 'https' : 'http',
        'x-forwarded-host': req.headers.host ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The service is not reachable right now. Please try again.' }));
  });
  // A client that goes away takes its upstream request with it.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

export function createShellServer({ dist = path.join(here, '..', 'dist'), api = 'http://127.0.0.1:3000', env = process.env } = {}) {
  const remotes = JSON.stringify(remotesFromEnv(env));
  const trustedProxies = new Set((env.SHELL_TRUSTED_PROXIES ?? '').split(',').map((a) => a.trim()).filter(Boolean));
  const compressed = precompress(dist);
  return http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/widget.js') return proxy(req, res, api, trustedProxies);
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(remotes);
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hashed = /\.[0-9a-f]{8}\.js$/.test(pathname);
      if (sendPrecompressed(compressed, req, res, pathname, { ...SECURITY_HEADERS, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' })) return;
      // Client-side routes (no file extension) answer the shell page.
      if (!path.extname(pathname) && sendPrecompressed(compressed, req, res, '/index.html', { ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' })) return;
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
          headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
        },
      ],
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.SHELL_PORT ?? 8080);
  const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
  const host = process.env.HOST ?? '0.0.0.0';
  createShellServer({ api }).listen(port, host, () => {
    console.log(`Shell on http://localhost:${port} (API ${api}; remotes ${JSON.stringify(remotesFromEnv())})`);
  });
}
