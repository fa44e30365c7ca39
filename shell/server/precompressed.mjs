// Built files never change while a server runs, so they are gzipped once at start and served
// compressed to every client that accepts gzip (a CDN or nginx does the same in a deployment).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** path inside dist ("/main.1234.js") -> gzipped bytes and content type */
export function precompress(dist) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TYPES[path.extname(entry.name)]) {
        const raw = fs.readFileSync(full);
        if (raw.length > 1024) files.set('/' + path.relative(dist, full).split(path.sep).join('/'), { gzip: gzipSync(raw, { level: 9 }), type: TYPES[path.extname(entry.name)] });
      }
    }
  };
  if (fs.existsSync(dist)) walk(dist);
  return files;
}

/** Sends the gzipped file for `pathname` if the client accepts it; answers whether it did. */
export function sendPrecompressed(files, req, res, pathname, headers = {}) {
  const file = files.get(pathname);
  if (!file || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
  res.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'gzip', 'Content-Length': file.gzip.length, Vary: 'Accept-Encoding', ...headers });
  res.end(req.method === 'HEAD' ? undefined : file.gzip);
  return true;
}
