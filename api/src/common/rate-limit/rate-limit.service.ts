// Fixed-window limits per client address and per account, in Redis when REDIS_URL is set
// (shared by every API instance), otherwise in this process.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import rateLimiter, { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { addressKey } from '../http/client-network.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

// A CommonJS package: Node's ESM loader sees only its default export.
const { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } = rateLimiter;

/**
 * What a limit counts by: a client address (IPv6 by its /64), an account, an account at one
 * address, an account on one thing a route names (its `:id`), a Business API key, a company, or a
 * mailbox someone entered (keyed by its hash).
 */
export type LimitSubject = 'address' | 'account' | 'account-address' | 'account-target' | 'api-key' | 'company' | 'email';

export interface LimitPolicy {
  per: LimitSubject;
  points: number;
  durationSeconds: number;
  message: string;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

// Each limit sits well above what a person using the site does (decisions.md), and answers 429
// with its sentence and Retry-After.
export const LIMITS = {
  signInPerAddress: { per: 'address', points: 100, durationSeconds: 15 * 60, message: 'Too many sign-in attempts from your network. Please try again later.' },
  // Wrong passwords count per account and address: guesses from one place never lock the account
  // for the person elsewhere. Across addresses, SIGN_IN_PACE slows them down instead.
  failedSignInPerAccountAndAddress: { per: 'account-address', points: 10, durationSeconds: 15 * 60, message: 'Too many failed sign-in attempts for this account. Please try again in a few minutes.' },
  // Only counts (SIGN_IN_PACE reads it); it never refuses by itself.
  signInAttemptsPerAccount: { per: 'account', points: 1_000_000, durationSeconds: HOUR, message: '' },
  wrongCurrentPasswordPerAccount: { per: 'account', points: 10, durationSeconds: 15 * 60, message: 'Too many wrong current passwords. Please try again in a few minutes.' },
  // A person's own data: an export reads every table that holds something of theirs, so a few an
  // hour; an erasure is asked once (its wrong passwords count in wrongCurrentPasswordPerAccount).
  personalDataExportPerAccount: { per: 'account', points: 10, durationSeconds: HOUR, message: 'You have downloaded your data several times in the last hour. Please try again later.' },
  personalDataExportPerAddress: { per: 'address', points: 30, durationSeconds: HOUR, message: 'Too many data downloads from your network. Please try again later.' },
  accountErasurePerAddress: { per: 'address', points: 20, durationSeconds: HOUR, message: 'Too many account deletion attempts from your network. Please try again later.' },
  signUpPerAddress: { per: 'address', points: 10, durationSeconds: HOUR, message: 'Too many accounts created from your network. Please try again later.' },
  forgotPasswordPerAddress: { per: 'address', points: 20, durationSeconds: HOUR, message: 'Too many password reset requests. Please try again later.' },
  forgotPasswordPerAccount: { per: 'account', points: 5, durationSeconds: HOUR, message: 'Too many password reset requests for this email. Please try again later.' },
  resetPasswordPerAddress: { per: 'address', points: 30, durationSeconds: HOUR, message: 'Too many password reset attempts. Please try again later.' },
  // Notices (DSA Art. 16) are open to anyone: a person reporting several items in a sitting stays
  // well inside these; a script filing notices by the hundred does not.
  noticePerAddress: { per: 'address', points: 20, durationSeconds: HOUR, message: 'Too many notices sent from your network. Please try again in an hour.' },
  noticePerEmail: { per: 'email', points: 10, durationSeconds: DAY, message: 'Too many notices sent with this email address today. Please try again tomorrow.' },
  // Complaints (DSA Art. 20): a person complains about a decision once or twice; a script does not stop.
  complaintPerAddress: { per: 'address', points: 10, durationSeconds: HOUR, message: 'Too many complaints sent from your network. Please try again in an hour.' },
  // Keyed by the hash of the mailed token: one notice's link, wherever it is used from.
  complaintPerToken: { per: 'email', points: 5, durationSeconds: DAY, message: 'Too many complaints with this link today. Please try again tomorrow.' },
  complaintPerAccount: { per: 'account', points: 10, durationSeconds: DAY, message: 'You have sent many complaints today. Please try again tomorrow.' },
  contactPerAddress: { per: 'address', points: 5, durationSeconds: HOUR, message: 'Too many messages sent from your network. Please try again in an hour or email us directly.' },
  verificationMailPerAccount: { per: 'account', points: 5, durationSeconds: HOUR, message: 'Too many verification emails requested. Please try again later.' },
  // The yearly transparency report: each download aggregates a year of moderation records; a reader
  // downloads a few years in both formats, a script pulling it in a loop does not get to.
  transparencyReportPerAddress: { per: 'address', points: 60, durationSeconds: HOUR, message: 'Too many report downloads from your network. Please try again in an hour.' },
  // Searches and deep pages of the company directory: a person searching as fast as they type
  // stays far below one a second over five minutes.
  companySearchPerAddress: { per: 'address', points: 300, durationSeconds: 5 * 60, message: 'Too many searches from your network. Please wait a minute and try again.' },
  addCompanyPerAccount: { per: 'account', points: 20, durationSeconds: DAY, message: 'You have added many businesses today. Please try again tomorrow.' },
  addCompanyPerAddress: { per: 'address', points: 50, durationSeconds: DAY, message: 'Too many businesses added from your network today. Please try again tomorrow.' },
  // Claims: a business claiming its brands files a handful; a flood of claims is a flood of the moderators' queue.
  claimPerAccount: { per: 'account', points: 20, durationSeconds: DAY, message: 'You have claimed many companies today. Please try again tomorrow.' },
  claimPerAddress: { per: 'address', points: 50, durationSeconds: DAY, message: 'Too many claims from your network today. Please try again tomorrow.' },
  // Each check asks DNS servers; a person waiting for a record to show checks now and then.
  dnsCheckPerAccount: { per: 'account', points: 30, durationSeconds: HOUR, message: 'Too many DNS checks. Please wait a while for your record to show, then try again.' },
  // Tokens are 256-bit: this only keeps a script from hammering the endpoint.
  unsubscribePerAddress: { per: 'address', points: 60, durationSeconds: HOUR, message: 'Too many requests. Please try again later.' },
  // The newsletter box: each request may mail a confirmation link to the address entered, so the
  // address counts too (a person who mistypes asks again once or twice), whoever enters it; the
  // limit counts requests, never whether the address is subscribed, so its 429 tells nothing.
  newsletterPerAddress: { per: 'address', points: 10, durationSeconds: HOUR, message: 'Too many newsletter sign-ups from your network. Please try again later.' },
  newsletterPerEmail: { per: 'email', points: 3, durationSeconds: DAY, message: 'This address has been entered several times today. Please look for our email (also in the spam folder), or try again tomorrow.' },
  // The public reading of an invitation link (who invited, until when): a person opens theirs a few times.
  invitationPreviewPerAddress: { per: 'address', points: 120, durationSeconds: HOUR, message: 'Too many invitation links opened from your network. Please try again later.' },
  writeReviewPerAccount: { per: 'account', points: 30, durationSeconds: DAY, message: 'You have written many reviews today. Please try again tomorrow.' },
  writeReviewPerAddress: { per: 'address', points: 60, durationSeconds: HOUR, message: 'Too many reviews written from your network. Please try again later.' },
  // Edits: a person fixing a review edits it a few times. Each edit locks the review and its
  // company and is sent to the company's webhooks, and new words are read again for the highlights.
  editReviewPerAccount: { per: 'account', points: 60, durationSeconds: HOUR, message: 'You have edited your reviews many times in the last hour. Please try again later.' },
  editReviewPerReview: { per: 'account-target', points: 20, durationSeconds: HOUR, message: 'You have edited this review many times in the last hour. Please try again later.' },
  // Webhooks: each endpoint registered asks DNS about a host the business chose, and each test
  // event is a request to it; a person setting up a receiver does a few of each.
  webhookRegisterPerAccount: { per: 'account', points: 30, durationSeconds: HOUR, message: 'You have added many webhook endpoints in the last hour. Please try again later.' },
  webhookTestPerAccount: { per: 'account', points: 30, durationSeconds: HOUR, message: 'You have sent many test events in the last hour. Please try again later.' },
  webhookSecretRollPerAccount: { per: 'account', points: 30, durationSeconds: HOUR, message: 'You have made many new webhook secrets in the last hour. Please try again later.' },
  // Business API v1: ten calls a second on average per key, far above an integration sending its
  // orders' invitations, low enough that one runaway script cannot crowd out everyone else.
  apiKeyRequests: { per: 'api-key', points: 600, durationSeconds: 60, message: 'Too many requests with this API key. Please slow down and try again in a minute.' },
  // Invitation requests under a new Idempotency-Key per company: each keeps its answer for a day,
  // also a duplicate or withheld one that uses no quota, so this bounds what a company's keys can
  // make the database keep. Ten times the invitations an account can send in a day (1,000); a
  // retry under a key already used is a replay and counts nothing here.
  apiInvitationKeysPerCompany: {
    per: 'company',
    points: 10_000,
    durationSeconds: DAY,
    message: 'This company has made 10,000 invitation requests with new Idempotency-Keys in 24 hours, the most the Business API takes. Please try again later.',
  },
  // Keys that are not keys (unknown or malformed) per address: each costs a database read, and a
  // 256-bit key cannot be guessed anyway, so a caller that keeps sending them is stopped before it
  // reads again (ApiKeyGuard). A key that exists but is refused (revoked, its account suspended or
  // no longer the owner) counts against its own apiKeyRequests instead.
  failedApiKeyPerAddress: {
    per: 'address',
    points: 100,
    durationSeconds: 15 * 60,
    message: 'Too many calls with API keys that are not valid from your network. Please check your key on your business dashboard, then try again in a few minutes.',
  },
} satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMITS;

/**
 * The pace of sign-in attempts for one account from addresses it has never signed in from, once
 * attempts mount within the hour (a progressive delay): a guesser with many addresses gets about
 * two tries a minute, while a stranger can at worst make the person wait half a minute.
 */
export const SIGN_IN_PACE: readonly { fromAttempt: number; everySeconds: number }[] = [
  { fromAttempt: 11, everySeconds: 1 },
  { fromAttempt: 21, everySeconds: 2 },
  { fromAttempt: 31, everySeconds: 4 },
  { fromAttempt: 41, everySeconds: 8 },
  { fromAttempt: 51, everySeconds: 16 },
  { fromAttempt: 61, everySeconds: 30 },
];
/** Longest wait for Redis before a limit counts in this process instead (see connect). */
const REDIS_TIMEOUT_MS = 500;

const PACE_MESSAGE = 'There have been many failed sign-in attempts for this account. Please wait a moment and try again.';

/** The key of a limit per account at one client address. */
export function accountAddressKey(account: string, address: string): string {
  return `${account}|${addressKey(address)}`;
}

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  private readonly pace: { fromAttempt: number; everySeconds: number; limiter: RateLimiterAbstract }[];
  private readonly redis: Redis | undefined;
  private readonly log = new Logger('RateLimit');

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl ? this.connect(config.redisUrl) : undefined;
    for (const [name, policy] of Object.entries(LIMITS) as [LimitName, LimitPolicy][]) {
      this.limiters.set(name, this.create(`rl:${name}`, policy.points, policy.durationSeconds));
    }
    this.pace = SIGN_IN_PACE.map((step) => ({ ...step, limiter: this.create(`rl:signInPace${step.everySeconds}`, 1, step.everySeconds) }));
  }

  /**
   * Redis down fails open to per-instance counting: a command that cannot be sent fails at once
   * (no offline queue), one sent to a Redis that never answers (hung, or a network dropping
   * packets) gives up after REDIS_TIMEOUT_MS, and a connection silent that long after a command is
   * dropped, so the next commands fail at once too. Each failure counts in this process's memory
   * (the insuranceLimiter): sign-in stays available, each instance still enforces every limit.
   * ioredis reconnects by itself (every 50 ms, growing to 2 s).
   */
  private connect(url: string): Redis {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS, socketTimeout: REDIS_TIMEOUT_MS });
    let down = false;
    redis.on('error', (e: Error) => {
      if (down) return;
      down = true;
      this.log.warn(`Redis unreachable (${e.message}): rate limits count in this instance's memory until it is back.`);
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      this.log.log('Redis is back: rate limits count across instances again.');
    });
    return redis;
  }

  private create(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const options = { keyPrefix, points, duration };
    // If Redis is unreachable, fall back to this process's counters rather than failing sign-in.
    const memory = new RateLimiterMemory(options);
    return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory;
  }

  /** Counts one attempt; throws 429 once the limit is exceeded. Answers the attempts counted so far. */
  async consume(name: LimitName, key: string): Promise<number> {
    try {
      return (await this.limiter(name).consume(this.keyOf(name, key))).consumedPoints;
    } catch (e) {
      throw this.toException(name, e);
    }
  }

  /**
   * Throws 429, counting nothing, when the limit is already used up: for a limit that counts only
   * failures, asked before the work that would fail again. Concurrent requests may all pass before
   * the count reaches the limit; each then counts its failure, so the overshoot is one burst.
   */
  async refuseIfSpent(name: LimitName, key: string): Promise<void> {
    const spent = await this.limiter(name).get(this.keyOf(name, key));
    if (spent && spent.consumedPoints >= LIMITS[name].points) throw this.toException(name, spent);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).delete(this.keyOf(name, key));
  }

  /**
   * Counts a sign-in attempt for the account and, once attempts mount (SIGN_IN_PACE), lets one
   * through per step of the pace from addresses the account has not signed in from before.
   * Counted before the password is checked, so parallel guesses cannot all slip through.
   */
  async signInTurn(account: string, knownAddress: boolean): Promise<void> {
    const attempts = await this.consume('signInAttemptsPerAccount', account);
    if (knownAddress) return;
    const step = this.pace.findLast((s) => attempts >= s.fromAttempt);
    if (!step) return;
    try {
      await step.limiter.consume(account);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new TooManyRequestsException(PACE_MESSAGE, Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
      throw e;
    }
  }

  // An address counts by its network: an IPv6 client by its /64, an IPv4-mapped one as IPv4.
  private keyOf(name: LimitName, key: string): string {
    return LIMITS[name].per === 'address' ? addressKey(key) : key;
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
