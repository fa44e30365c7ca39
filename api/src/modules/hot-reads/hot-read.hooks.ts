// The hot path: a GET whose answer is kept is answered from memory in Fastify's first hook,
// before any of Nest's routing, pipes or guards run (304 when the client has it already); and a
// state-changing request that succeeded waits for its invalidations before it answers.
import type { FastifyInstance } from 'fastify';
import type { HotEntry, HotReadCache } from './hot-read-cache.js';
import type { HotReadInvalidations } from './hot-read-invalidations.js';

/** Revalidated at each use: the ETag makes that a 304 without a body. */
export function hotHeaders(entry: HotEntry): Record<string, string> {
  return { etag: entry.etag, 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerHotReadHooks(fastify: FastifyInstance, cache: HotReadCache, invalidations: HotReadInvalidations): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const entry = request.method === 'GET' ? cache.get(request.url) : undefined;
    if (!entry) return done();
    reply.headers(hotHeaders(entry));
    if (request.headers['if-none-match'] === entry.etag) reply.code(304).send();
    else reply.send(entry.body);
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE.has(request.method) && reply.statusCode < 400) await invalidations.settle();
    return payload;
  });
}
