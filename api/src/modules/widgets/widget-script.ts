import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The widget script's source: plain browser JavaScript, served as written (2.6 KB gzip). */
export const WIDGET_SCRIPT_PATH = new URL('../../../widget/widget.js', import.meta.url);

/**
 * Serves /widget.js to any site: cacheable, revalidated by ETag, gzip-encoded when accepted, and
 * allowed cross-origin (helmet's Cross-Origin-Resource-Policy would otherwise keep other sites out).
 */
export function registerWidgetScript(fastify: FastifyInstance): void {
  const source = readFileSync(WIDGET_SCRIPT_PATH);
  const gzipped = gzipSync(source, { level: 9 });
  const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`;
  fastify.get('/widget.js', (request, reply) => {
    reply.headers({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      etag,
      vary: 'Accept-Encoding',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(source);
  });
}
