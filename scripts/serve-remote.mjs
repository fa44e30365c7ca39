// Serves a built remote's static files with the CORS headers the shell needs, as a CDN would.
// Usage: node scripts/serve-remote.mjs <dist folder> <port>
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { precompress, sendPrecompressed } from '../shell/server/precompressed.mjs';

export function createRemoteServer(dist) {
  const compressed = precompress(dist);
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('Bad request');
    }
    const entry = /^\/(mf-manifest\.json|remoteEntry\.js|index\.html)$/.test(pathname);
    if ((req.method === 'GET' || req.method === 'HEAD') &&
      sendPrecompressed(compressed, req, res, pathname, { 'Cache-Control': entry ? 'no-cache' : 'public, max-age=31536000, immutable' })) return;
    return handler(req, res, {
      public: dist,
      directoryListing: false,
      rewrites: [{ source: '**', destination: '/index.html' }],
      headers: [
        // The manifest and entry name the current hashed chunks: always revalidate them.
        { source: '@(mf-manifest.json|remoteEntry.js|index.html)', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
        { source: '**/*.js', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      ],
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dist, port] = process.argv.slice(2);
  const host = process.env.HOST ?? '0.0.0.0';
  createRemoteServer(path.resolve(dist)).listen(Number(port), host, () => console.log(`Remote ${dist} on http://${host}:${port}`));
}
