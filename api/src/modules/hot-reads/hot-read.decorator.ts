// @HotRead(describe) on a public GET handler: its answer is serialized once, kept in the
// HotReadCache under the request URL with the tags `describe` gives, and served from there
// (hot-read.hooks.ts) until a write invalidates it. `describe` answers null for a request whose
// answer must not be kept (a later page, say); `options` give the route's own lifetime and headers.
import { applyDecorators, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { HotReadCache } from './hot-read-cache.js';
import { hotHeaders } from './hot-read.hooks.js';

export interface HotReadDescription {
  tags: string[];
  /** When the answer stops being true by itself (an ISO date), if before the cache's own lifetime. */
  until?: string | null;
}
type Describe = (request: FastifyRequest, body: never) => HotReadDescription | null;

/** What holds for every answer of the route, kept or not. */
export interface HotReadOptions {
  /** The route's own lifetime, when shorter than the cache's (figures that move with the clock). */
  ttlMs?: number;
  /** Sent with every answer, from memory too, over the usual ones (e.g. a cross-origin route's). */
  headers?: Readonly<Record<string, string>>;
}

const HOT_READ = Symbol('hot-read');

interface HotReadMeta {
  describe: Describe;
  options: HotReadOptions;
}

@Injectable()
export class HotReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HotReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const meta = this.reflector.get<HotReadMeta | undefined>(HOT_READ, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // Taken before the handler reads the database (see HotReadCache.begin).
    const token = this.cache.begin();
    return next.handle().pipe(
      map((body: unknown) => {
        const description = isCanonicalUrl(request.url) ? (meta?.describe(request, body as never) ?? null) : null;
        const lifetimes = [description?.until ? Date.parse(description.until) - Date.now() : undefined, meta?.options.ttlMs].filter((ms) => ms !== undefined);
        const ttlMs = lifetimes.length ? Math.min(...lifetimes) : undefined;
        const entry = this.cache.store(request.url, token, Buffer.from(JSON.stringify(body)), description?.tags ?? null, { ttlMs, headers: meta?.options.headers });
        reply.headers(hotHeaders(entry));
        return entry.body;
      }),
    );
  }
}

/**
 * Whether the URL is the one spelling of its answer that is kept. The router and the validation
 * also take an id in upper case or percent-encoded ("%30" for "0"), a number with leading zeros
 * ("?limit=006") or a key twice, and keeping each spelling of one answer apart would let a loop
 * over them push the hot pages out of memory. The hot routes' paths are lower-case ids and names,
 * and their queries plain whole numbers, so only such URLs are kept; others are answered as usual.
 */
export function isCanonicalUrl(url: string): boolean {
  const [path, query, ...rest] = url.split('?');
  if (rest.length > 0 || !/^[a-z0-9/_-]+$/.test(path)) return false;
  if (query === undefined) return true;
  const keys = new Set<string>();
  for (const pair of query.split('&')) {
    const match = /^([a-z][a-zA-Z]*)=(0|[1-9][0-9]{0,8})$/.exec(pair);
    if (!match || keys.has(match[1])) return false;
    keys.add(match[1]);
  }
  return true;
}

export const HotRead = (describe: Describe, options: HotReadOptions = {}) =>
  applyDecorators(SetMetadata(HOT_READ, { describe, options } satisfies HotReadMeta), UseInterceptors(HotReadInterceptor));
