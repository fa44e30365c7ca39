// The Business API v1's authentication: an API key sent as `Authorization: Bearer <key>`, and
// nothing else. It reads no cookie, and no other guard reads this header, so a session never opens
// /api/v1 and a key never opens a consumer, business-session or admin route.
import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ChecksCredentials, type Credential } from '../../common/http/credentials.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { apiKeyHash, looksLikeApiKey } from './api-key-secret.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKeyPermission } from './permissions.js';

/** The key a Business API v1 call was made with: whose, for which company, allowed what. */
export interface ApiKeyPrincipal {
  keyId: string;
  accountId: string;
  companyId: string;
  permissions: ApiKeyPermission[];
}

export const API_KEY_SECURITY = 'api-key' satisfies Credential;
const PERMISSION = 'api-key-permission';
/** The last use is written at most this often per key (the list shows it to the minute). */
const TOUCH_EVERY_MS = 60_000;

export const MISSING_KEY = 'This call needs an API key. Send it in the header "Authorization: Bearer <key>"; you can create one on your business dashboard.';
export const UNKNOWN_KEY = 'This API key is not valid. Please check that you copied the whole key, or create a new one on your business dashboard.';
export const REVOKED_KEY = 'This API key has been revoked. Please create a new one on your business dashboard.';
export const NOT_OWNER = "This API key's business account is no longer the verified owner of its company, so the key cannot be used.";
export const SUSPENDED = "This API key's business account is suspended. If you think this is a mistake, please contact support.";
export const missingPermission = (p: ApiKeyPermission) => `This API key does not have the ${p} permission. Please create a key with it on your business dashboard.`;

/** A Business API v1 route: a valid key with this permission, counted against the key's rate limit. */
export function RequirePermission(permission: ApiKeyPermission) {
  return applyDecorators(
    SetMetadata(PERMISSION, permission),
    UseGuards(ApiKeyGuard),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No API key, or an unknown or revoked one' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: `The key lacks the ${permission} permission, or its account no longer owns the company or is suspended` }),
    ApiTooManyRequestsResponse({ type: ErrorResponse, description: "Beyond the key's rate limit, or too many unknown keys from the caller's address; see Retry-After" }),
  );
}

@Injectable()
@ChecksCredentials(API_KEY_SECURITY)
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysRepository,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { apiKey?: ApiKeyPrincipal }>();
    const refuse = (message: string) => {
      void context.switchToHttp().getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer');
      return new UnauthorizedException(message);
    };
    const header = request.headers.authorization;
    if (!header) throw refuse(MISSING_KEY);
    const presented = /^Bearer +(\S+) *$/i.exec(header)?.[1];
    if (!presented) throw refuse(MISSING_KEY);
    // An address whose keys keep failing is refused before its next key is looked up.
    const address = clientAddress(request);
    await this.limits.refuseIfSpent('failedApiKeyPerAddress', address);
    const failed = async (error: Error) => {
      await this.limits.consume('failedApiKeyPerAddress', address);
      return error;
    };
    const key = looksLikeApiKey(presented) ? await this.keys.findByHash(apiKeyHash(presented)) : undefined;
    if (!key) throw await failed(refuse(UNKNOWN_KEY));
    // Every call of a key that exists counts against its own limit: also one refused for its
    // permissions, its revocation, or its account's suspension or lost ownership. So a forgotten job
    // that still calls with a revoked key slows down itself only, never the other keys calling from
    // its network (an integrator serves many shops from a few addresses).
    await this.limits.consume('apiKeyRequests', key.id);
    if (key.revoked) throw refuse(REVOKED_KEY);
    if (key.accountSuspended) throw new ForbiddenException(SUSPENDED);
    if (!key.owner) throw new ForbiddenException(NOT_OWNER);
    const permission = this.reflector.get<ApiKeyPermission>(PERMISSION, context.getHandler());
    if (!key.permissions.includes(permission)) throw new ForbiddenException(missingPermission(permission));
    if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await this.keys.touch(key.id);
    request.apiKey = { keyId: key.id, accountId: key.accountId, companyId: key.companyId, permissions: key.permissions };
    return true;
  }
}

/** The key of a route behind RequirePermission. */
export const CurrentApiKey = createParamDecorator((_: unknown, ctx: ExecutionContext): ApiKeyPrincipal => {
  return ctx.switchToHttp().getRequest<{ apiKey: ApiKeyPrincipal }>().apiKey;
});
