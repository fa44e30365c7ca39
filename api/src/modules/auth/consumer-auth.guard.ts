import { createParamDecorator, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ChecksCredentials } from '../../common/http/credentials.js';
import type { ConsumerPrincipal } from './consumer-session.strategy.js';

/** A guard of one realm's passport strategy: 401 with the realm's sentence when signed out. */
export function realmGuard(strategy: 'consumer-session' | 'business-session', signInMessage: string) {
  // The strategy's name is the session's security scheme in the OpenAPI document.
  @ChecksCredentials(strategy)
  class RealmGuard extends AuthGuard(strategy) {
    override handleRequest<T>(err: unknown, principal: T): T {
      if (err) throw err;
      if (!principal) throw new UnauthorizedException(signInMessage);
      return principal;
    }
  }
  return RealmGuard;
}

@Injectable()
export class ConsumerAuthGuard extends realmGuard('consumer-session', 'Please sign in to continue.') {}

/** The signed-in consumer of a route behind ConsumerAuthGuard. */
export const CurrentConsumer = createParamDecorator((_: unknown, ctx: ExecutionContext): ConsumerPrincipal => {
  return ctx.switchToHttp().getRequest<{ user: ConsumerPrincipal }>().user;
});
