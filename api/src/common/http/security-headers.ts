// The API's security headers (helmet's, for JSON answers: nothing may be framed, loaded or run),
// worked out once at start and set on every answer by one cheap hook. @fastify/helmet rebuilt
// helmet's middleware, parsing the Content-Security-Policy again, on every request: an eighth of
// the work of a cached answer.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_HELMET_OPTIONS: HelmetOptions = { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } };

/** The headers helmet sets with these options, as a plain map. */
export function securityHeaders(options: HelmetOptions = API_HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the headers on every answer; a route may still set its own (the widget's cross-origin ones). */
export function registerSecurityHeaders(fastify: FastifyInstance, headers = securityHeaders()): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
