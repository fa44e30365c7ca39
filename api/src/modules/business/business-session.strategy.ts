import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { BUSINESS_SESSION_COOKIE, BusinessSessions, readSessionCookie, realmGuard } from '../auth/index.js';
import { type BusinessAccount, BusinessAccountsRepository } from './business-accounts.repository.js';

export interface BusinessPrincipal {
  account: BusinessAccount;
  sessionId: string;
}

/** The business realm: reads only the business cookie and finds only business sessions. */
@Injectable()
export class BusinessSessionStrategy extends PassportStrategy(Strategy, 'business-session') {
  constructor(
    private readonly sessions: BusinessSessions,
    private readonly accounts: BusinessAccountsRepository,
  ) {
    super();
  }

  async validate(request: FastifyRequest): Promise<BusinessPrincipal | null> {
    const token = readSessionCookie(request, BUSINESS_SESSION_COOKIE);
    if (!token) return null;
    const session = await this.sessions.resume(token);
    if (!session) return null;
    const account = await this.accounts.findById(session.ownerId);
    // A suspension deletes the account's sessions; this also covers one started in the same instant.
    if (!account || account.suspendedAt) return null;
    return { account, sessionId: session.id };
  }
}

@Injectable()
export class BusinessAuthGuard extends realmGuard('business-session', 'Please sign in to your business account to continue.') {}

/** The signed-in business account of a route behind BusinessAuthGuard. */
export const CurrentBusiness = createParamDecorator((_: unknown, ctx: ExecutionContext): BusinessPrincipal => {
  return ctx.switchToHttp().getRequest<{ user: BusinessPrincipal }>().user;
});
