// Who sends a notice: anyone. A signed-in consumer is recorded as the sender's account; without a
// session the notice is a visitor's. Never a 401.
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ConsumerSessionStrategy, type User } from '../../auth/index.js';

type SenderRequest = FastifyRequest & { noticeSender?: User | null };

@Injectable()
export class NoticeSenderGuard implements CanActivate {
  constructor(private readonly consumer: ConsumerSessionStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SenderRequest>();
    const principal = await this.consumer.validate(request);
    // A suspended account's session does not file notices as that account.
    request.noticeSender = principal && !principal.user.suspendedAt ? principal.user : null;
    return true;
  }
}

/** The signed-in sender of a route behind NoticeSenderGuard, or null for a visitor. */
export const NoticeSender = createParamDecorator((_: unknown, ctx: ExecutionContext): User | null => ctx.switchToHttp().getRequest<SenderRequest>().noticeSender ?? null);
