// A GET that changes state (GET /api/logout, which the site's links navigate to) is refused when
// another site started it: a link or image elsewhere must not sign a person out.
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * Whether a browser says another site started the request: Sec-Fetch-Site (every current
 * browser), else the Origin or Referer header when one names an origin other than the site's.
 * `same-site` counts as cross-site: a sibling subdomain is not this site.
 */
export function startedElsewhere(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  return origin !== undefined && origin !== 'null' ? !allowedOrigins.includes(origin) : origin === 'null';
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

@Injectable()
export class SameSiteGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (startedElsewhere(context.switchToHttp().getRequest<FastifyRequest>(), this.config.publicOrigins)) {
      throw new ForbiddenException(CROSS_SITE_MESSAGE);
    }
    return true;
  }
}
