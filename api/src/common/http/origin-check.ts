// CSRF defence: a state-changing call whose Origin names another site is refused.
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
    // The allow-list only: a Host header is the client's to choose (DNS rebinding), an Origin is not.
    const refused = origin !== undefined ? !allowed.has(origin) : fetchSite === 'cross-site';
    if (refused) {
      await reply.status(403).send(errorBody(403, 'Cross-site requests are not allowed.'));
    }
  };
}
