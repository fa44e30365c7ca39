import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ChecksCredentials } from '../../common/http/credentials.js';
import { BUSINESS_SESSION_COOKIE, type ConsumerPrincipal, ConsumerSessionStrategy, readSessionCookie, type User } from '../auth/index.js';

const RANK: Record<User['role'], number> = { user: 0, moderator: 1, admin: 2 };

/**
 * The moderation realm: a consumer session whose user has at least the role. 401 without one;
 * 403 for a user without the role, and for a business session (a business account is never a
 * moderator).
 */
export function roleGuard(minimum: 'moderator' | 'admin') {
  @Injectable()
  @ChecksCredentials('consumer-session')
  class RoleGuard implements CanActivate {
    constructor(readonly consumer: ConsumerSessionStrategy) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<FastifyRequest & { user?: ConsumerPrincipal }>();
      // The consumer realm's own session check, as ConsumerAuthGuard runs it.
      const found = await this.consumer.validate(request);
      if (!found) {
        if (readSessionCookie(request, BUSINESS_SESSION_COOKIE)) throw new ForbiddenException('Moderation needs a moderator’s user account, not a business account.');
        throw new UnauthorizedException('Please sign in to continue.');
      }
      if (RANK[found.user.role] < RANK[minimum]) {
        throw new ForbiddenException(minimum === 'admin' ? 'Only administrators can do this.' : 'You do not have access to this page.');
      }
      request.user = found;
      return true;
    }
  }
  return RoleGuard;
}

export const ModeratorGuard = roleGuard('moderator');
export const AdminGuard = roleGuard('admin');
