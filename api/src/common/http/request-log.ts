// One log line per request worth reading: server errors and slow answers always (error, warn),
// every request at debug level. Fastify's own two lines per request are off (app.factory.ts).
import type { FastifyInstance } from 'fastify';
import { loggedUrl } from './logged-url.js';

/** An answer slower than this is logged as a warning. */
export const SLOW_REQUEST_MS = 1000;

export function logRequests(fastify: FastifyInstance): void {
  const everyRequest = fastify.log.level === 'debug' || fastify.log.level === 'trace';
  fastify.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (reply.statusCode < 500 && ms < SLOW_REQUEST_MS && !everyRequest) return done();
    const line = { method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms, ip: request.ip };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}
