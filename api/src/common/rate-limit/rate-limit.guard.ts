// Per-address and per-account limits of a route, declared beside it: @RateLimit({ ... }).
import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../http/client-address.js';
import { ErrorResponse } from '../http/error-response.dto.js';
import { type LimitName, RateLimitService } from './rate-limit.service.js';

export interface RateLimitRule {
  /** Counted per client address (an IPv6 client by its /64). */
  perAddress?: LimitName;
  /** Counted per signed-in account (consumer or business); the route must have a realm guard. */
  perAccount?: LimitName;
  /**
   * Counted per signed-in account and the thing the route's `:id` names (an author's edits of one
   * review), so another account's requests never spend it; a realm guard too.
   */
  perAccountAndId?: LimitName;
  /** Only requests this answers true for are counted (e.g. searches, not every listing). */
  when?: (request: FastifyRequest) => boolean;
}

const RATE_LIMIT = 'rate-limit';

/**
 * Declares a route's limits. Put it above the route's realm guard (@UseGuards(...AuthGuard)):
 * decorators apply from the bottom up, so the account is known by the time this guard runs.
 */
export function RateLimit(rule: RateLimitRule) {
  return applyDecorators(
    SetMetadata(RATE_LIMIT, rule),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many requests; see Retry-After' }),
  );
}

type Principal = { user?: { id: string }; account?: { id: string } } | undefined;

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    if (!rule || (rule.when && !rule.when(request))) return true;
    if (rule.perAddress) await this.limits.consume(rule.perAddress, clientAddress(request));
    if (!rule.perAccount && !rule.perAccountAndId) return true;
    const principal = request.user;
    const account = principal?.user ? principal.user.id : principal?.account ? `business:${principal.account.id}` : undefined;
    if (!account) throw new Error(`@RateLimit(perAccount, perAccountAndId) on a route without a realm guard before it`);
    if (rule.perAccount) await this.limits.consume(rule.perAccount, account);
    if (rule.perAccountAndId) {
      const id = (request.params as Record<string, string | undefined>).id;
      if (!id) throw new Error(`@RateLimit(perAccountAndId) on a route without an :id`);
      // Ids are compared in lower case (a UUID in capitals names the same review).
      await this.limits.consume(rule.perAccountAndId, `${account}|${id.toLowerCase()}`);
    }
    return true;
  }
}
