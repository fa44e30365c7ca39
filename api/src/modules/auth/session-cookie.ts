import type { FastifyReply, FastifyRequest } from 'fastify';

// One cookie per realm, so a consumer session can never authorise a business call.
export const CONSUMER_SESSION_COOKIE = 'rp_session';
export const BUSINESS_SESSION_COOKIE = 'rp_business_session';

export function readSessionCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies?.[name];
  return value && value.length <= 128 ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string, token: string, maxAgeSeconds: number): void {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' });
}
