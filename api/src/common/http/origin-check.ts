// CSRF defence of decisions.md: a state-changing call whose Origin names another site is refused.
// Requests without Origin (curl, server-to-server) carry no ambient browser credentials risk.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../filters/error-body.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originCheck(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameHost = origin !== undefined && origin === `${request.protocol}://${request.host}`;
    const refused =
      origin !== undefined ? !(allowed.has(origin) || sameHost) : fetchSite === 'cross-site';
    if (refused) {
      await reply.status(403).send(errorBody(403, 'Cross-site requests are not allowed.'));
    }
  };
}
