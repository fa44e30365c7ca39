// Fixed-window limits per client address and per account, in Redis when REDIS_URL is set
// (shared by every API instance), otherwise in this process.
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import rateLimiter, { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

// A CommonJS package: Node's ESM loader sees only its default export.
const { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } = rateLimiter;

export interface LimitPolicy {
  points: number;
  durationSeconds: number;
  message: string;
}

export const LIMITS = {
  signInPerAddress: { points: 100, durationSeconds: 15 * 60, message: 'Too many sign-in attempts from your network. Please try again later.' },
  failedSignInPerAccount: { points: 10, durationSeconds: 15 * 60, message: 'Too many failed sign-in attempts for this account. Please try again in a few minutes.' },
  signUpPerAddress: { points: 10, durationSeconds: 60 * 60, message: 'Too many accounts created from your network. Please try again later.' },
  forgotPasswordPerAddress: { points: 20, durationSeconds: 60 * 60, message: 'Too many password reset requests. Please try again later.' },
  forgotPasswordPerAccount: { points: 5, durationSeconds: 60 * 60, message: 'Too many password reset requests for this email. Please try again later.' },
  resetPasswordPerAddress: { points: 30, durationSeconds: 60 * 60, message: 'Too many password reset attempts. Please try again later.' },
  contactPerAddress: { points: 5, durationSeconds: 60 * 60, message: 'Too many messages sent from your network. Please try again in an hour or email us directly.' },
  verificationMailPerAccount: { points: 5, durationSeconds: 60 * 60, message: 'Too many verification emails requested. Please try again later.' },
} satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMITS;

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
    for (const [name, policy] of Object.entries(LIMITS) as [LimitName, LimitPolicy][]) {
      const options = { keyPrefix: `rl:${name}`, points: policy.points, duration: policy.durationSeconds };
      // If Redis is unreachable, fall back to this process's counters rather than failing sign-in.
      const memory = new RateLimiterMemory(options);
      this.limiters.set(
        name,
        this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory,
      );
    }
  }

  /** Counts one attempt; throws 429 once the limit is exceeded. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (e) {
      throw this.toException(name, e);
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  private toException(name: LimitName, e: unknown): Error {
    if (e instanceof RateLimiterRes) {
      return new TooManyRequestsException(LIMITS[name].message, Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    }
    return e instanceof Error ? e : new Error(String(e));
  }
}
