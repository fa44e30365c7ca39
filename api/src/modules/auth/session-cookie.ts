import type { FastifyReply, FastifyRequest } from 'fastify';

// One cookie per realm, so a consumer session can never authorise a business call.
export const CONSUMER_SESSION_COOKIE = 'rp_session';
export const BUSINESS_SESSION_COOKIE = 'rp_business_session';

/**
 * Over HTTPS the cookie is named `__Host-<name>`: browsers then accept it only from this origin
 * over HTTPS, with Path=/ and no Domain, so neither a sibling subdomain nor a plain-HTTP
 * attacker on the network can plant or overwrite a session (cookie tossing, session fixation).
 * Over plain HTTP (local use) browsers refuse the prefix, so the bare name is used there.
 */
export function sessionCookieName(request: FastifyRequest, name: string): string {
  return request.protocol === 'https' ? `__Host-${name}` : name;
}

export function readSessionCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies?.[sessionCookieName(request, name)];
  return value && value.length <= 128 ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string, token: string, maxAgeSeconds: number): void {
  reply.setCookie(sessionCookieName(request, name), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.clearCookie(sessionCookieName(request, name), { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' });
}
