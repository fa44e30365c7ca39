import type { FastifyRequest } from 'fastify';

// Fastify resolves request.ip through X-Forwarded-For only when the peer is a trusted proxy
// (TRUST_PROXY), so a client cannot pick its own address to dodge a limit.
export function clientAddress(request: FastifyRequest): string {
  return request.ip || request.socket.remoteAddress || 'unknown';
}
