// Who reports a review, or asks which reviews they reported: a signed-in user, or else a business
// account (about reviews of its own company, which the moderation module checks). Each realm's own
// strategy reads its own cookie; neither is a 401.
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ChecksCredentials } from '../../common/http/credentials.js';
import { ConsumerSessionStrategy } from '../auth/index.js';
import { BusinessSessionStrategy } from '../business/index.js';
import type { Reporter } from '../moderation/index.js';

type ReporterRequest = FastifyRequest & { reporter?: Reporter };

@Injectable()
@ChecksCredentials('consumer-session', 'business-session')
export class ReporterGuard implements CanActivate {
  constructor(
    private readonly consumer: ConsumerSessionStrategy,
    private readonly business: BusinessSessionStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ReporterRequest>();
    // A consumer session first, as a person signed in to both realms reports as themselves.
    const consumer = await this.consumer.validate(request);
    if (consumer) {
      request.reporter = { userId: consumer.user.id };
      return true;
    }
    const business = await this.business.validate(request);
    if (business) {
      request.reporter = { accountId: business.account.id };
      return true;
    }
    throw new UnauthorizedException('Please sign in to report a review.');
  }
}

/** The reporter of a route behind ReporterGuard. */
export const CurrentReporter = createParamDecorator((_: unknown, ctx: ExecutionContext): Reporter => ctx.switchToHttp().getRequest<ReporterRequest>().reporter!);
