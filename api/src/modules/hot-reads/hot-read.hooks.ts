// The hot path: a GET whose answer is kept is answered from memory in Fastify's first hook,
// before any of Nest's routing, pipes or guards run (304 when the client has it already); and a
// state-changing request that succeeded waits for its invalidations before it answers.
import type { FastifyInstance } from 'fastify';
import type { HotEntry, HotReadCache } from './hot-read-cache.js';
import type { HotReadInvalidations } from './hot-read-invalidations.js';

/** Revalidated at each use: the ETag makes that a 304 without a body. A route's own headers come last. */
export function hotHeaders(entry: HotEntry): Record<string, string> {
  return { etag: entry.etag, 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8', ...entry.headers };
}

/** If-None-Match against our tag, by weak comparison (RFC 9110 13.1.2): a list, `W/` ignored (proxies that compress weaken tags). */
export function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === etag || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerHotReadHooks(fastify: FastifyInstance, cache: HotReadCache, invalidations: HotReadInvalidations): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const entry = request.method === 'GET' ? cache.get(request.url) : undefined;
    if (!entry) return done();
    reply.headers(hotHeaders(entry));
    if (clientHas(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
    else reply.send(entry.body);
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE.has(request.method) && reply.statusCode < 400) await invalidations.settle();
    // A kept answer just read from the database (after an invalidation) that the client still
    // has, because the write did not change it: 304 as from memory.
    const etag = reply.getHeader('etag');
    if (request.method === 'GET' && reply.statusCode === 200 && typeof etag === 'string' && clientHas(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-length');
      return null;
    }
    return payload;
  });
}
