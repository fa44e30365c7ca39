import { createParamDecorator, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { ConsumerPrincipal } from './consumer-session.strategy.js';

@Injectable()
export class ConsumerAuthGuard extends AuthGuard('consumer-session') {
  override handleRequest<T>(err: unknown, principal: T): T {
    if (err) throw err;
    if (!principal) throw new UnauthorizedException('Please sign in to continue.');
    return principal;
  }
}

/** The signed-in consumer of a route behind ConsumerAuthGuard. */
export const CurrentConsumer = createParamDecorator((_: unknown, ctx: ExecutionContext): ConsumerPrincipal => {
  return ctx.switchToHttp().getRequest<{ user: ConsumerPrincipal }>().user;
});
