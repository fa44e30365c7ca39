// The only place that reads process.env: parsed and validated once, then passed around typed.
import ipaddr from 'ipaddr.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Fastify's `trustProxy`: all peers, none, a hop count, or the addresses and ranges of the proxies. */
export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  demoMode: boolean;
  databaseUrl: string | undefined;
  /** The schema owner's connection, for migrations and seeding; the API itself uses databaseUrl. */
  databaseOwnerUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicOrigins: string[];
  siteUrl: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** Longest a sign-in lasts, however active. */
  sessionTtlDays: number;
  /** A sign-in unused for this long ends (sliding: every use moves it, at most once an hour). */
  sessionIdleDays: number;
  statsCacheMs: number;
  bodyLimitBytes: number;
  /** The in-memory cache of hot public answers (company pages, lists): on unless HOT_CACHE=off. */
  hotCache: { enabled: boolean; maxBytes: number; ttlMs: number };
  /** Longest a single SQL statement of a request may run (PostgreSQL statement_timeout). */
  statementTimeoutMs: number;
  /** The key of the client-address hashes the fake-review signals compare; kept in the database when unset. */
  clientKeySecret: string | undefined;
  /** DNS servers that claims' TXT records are looked up with ("host" or "host:port"); the system's when empty. */
  dnsServers: string[];
  /** Whether this instance reads the reviews written without the API for the review highlights (at start, then every 10 minutes): on unless HIGHLIGHTS_BACKFILL=off. */
  highlightsBackfill: boolean;
  /**
   * The longest the highlights spend reading one review's aspects (HIGHLIGHTS_READING_BUDGET_MS,
   * 1,000 ms): past it, the review is kept with none, and a warning logged.
   */
  highlightsReadingBudgetMs: number;
  /**
   * How long personal data that serves only abuse prevention and delivery is kept (the privacy
   * page publishes these): network addresses and user agents of sign-ins and contact messages
   * (IP_RETENTION_DAYS, 30: a sign-in lasts at most SESSION_TTL_DAYS, 30, and its owner can
   * still recognise a device they did not use), and the record of mails sent, their address and
   * text (MAIL_LOG_RETENTION_DAYS, 30: long enough to answer "I never received the link").
   */
  retention: { ipDays: number; mailLogDays: number };
  /** Webhook deliveries (modules/webhooks). */
  webhooks: {
    /** How often this instance looks for due deliveries; 0: it sends none (another instance does). */
    pollMs: number;
    /**
     * Tests only (refused in production): hosts, optionally with a port, that webhooks may reach
     * though they are private or loopback, over plain http too (a receiver on 127.0.0.1).
     */
    testAllowedHosts: WebhookAllowedHost[];
  };
}

/** A host (name or address, lower-case, IPv6 without brackets) and, if given, the one port allowed. */
export interface WebhookAllowedHost {
  host: string;
  port: number | undefined;
}

// src/config (or dist/config) -> api -> repo root
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function url(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} is not a valid URL`);
  }
  return value;
}

function secret(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return value;
}

// proxy-addr's names of address ranges, which Fastify accepts beside addresses and CIDR ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify wants it: `true`/`false`, a hop count, or a comma-separated list of
 * addresses, CIDR ranges and range names. A string "true" handed to Fastify as is fails at start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return ['loopback'];
  if (/^true$/i.test(text)) return true;
  if (/^false$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const ok = RANGE_NAMES.has(entry) || isAddress(entry) || isCidr(entry);
    if (!ok) {
      throw new Error(`TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; "${entry}" is none of those`);
    }
  }
  return entries;
}

// Written out in full: ipaddr.js also takes shorthands such as "10.1" for 10.0.0.1.
function isAddress(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

function isCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length || !address || !bits || !/^\d+$/.test(bits) || !isAddress(address)) return false;
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/** DNS_SERVERS: comma-separated IPv4 or IPv6 addresses, each with an optional port ("1.1.1.1", "127.0.0.1:5353", "[::1]:53"). */
export function parseDnsServers(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const m = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(entry);
    const address = m?.[1] ?? m?.[2];
    if (!m || !address || !isAddress(address) || (m[3] !== undefined && (Number(m[3]) < 1 || Number(m[3]) > 65535))) {
      throw new Error(`DNS_SERVERS must be a comma-separated list of IP addresses with optional ports; "${entry}" is not one`);
    }
  }
  return entries;
}

/** WEBHOOK_TEST_ALLOWED_HOSTS: "host" or "host:port" entries ("127.0.0.1", "localhost:4000", "[::1]:4000"), comma-separated. */
export function parseWebhookTestAllowedHosts(value: string | undefined, nodeEnv: string | undefined): WebhookAllowedHost[] {
  const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length && nodeEnv === 'production') {
    throw new Error('WEBHOOK_TEST_ALLOWED_HOSTS lets webhooks reach private addresses and is for tests only: unset it when NODE_ENV is production');
  }
  return entries.map((entry) => {
    const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s/@[\]]+))(?::(\d{1,5}))?$/.exec(entry);
    const port = m?.[3] === undefined ? undefined : Number(m[3]);
    if (!m || (port !== undefined && (port < 1 || port > 65535)) || (m[1] !== undefined && !ipaddr.IPv6.isValid(m[1]))) {
      throw new Error(`WEBHOOK_TEST_ALLOWED_HOSTS must be a comma-separated list of hosts with optional ports (an IPv6 address in brackets); "${entry}" is not one`);
    }
    return { host: (m[1] ?? m[2]).toLowerCase(), port };
  });
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const n = int(name, value, fallback);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const demoMode = argv.includes('--demo') || env.DEMO_MODE === '1' || env.DEMO_MODE === 'true';
  const siteUrl = (url('SITE_URL', env.SITE_URL) ?? `http://localhost:${int('SHELL_PORT', env.SHELL_PORT, 8080)}`).replace(/\/$/, '');
  const extraOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port: int('API_PORT', env.API_PORT ?? env.PORT, 3000),
    // Demo mode lists mailed reset links (/api/dev/mail): it serves this machine only by default.
    host: env.API_HOST ?? (demoMode ? '127.0.0.1' : '0.0.0.0'),
    demoMode,
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL),
    databaseOwnerUrl: url('DATABASE_OWNER_URL', env.DATABASE_OWNER_URL),
    embeddedPgPort: int('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT, 54329),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    redisUrl: url('REDIS_URL', env.REDIS_URL),
    smtpUrl: url('SMTP_URL', env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Review Platform <no-reply@localhost>',
    publicOrigins: [new URL(siteUrl).origin, ...extraOrigins],
    siteUrl,
    // Which peers may set X-Forwarded-For: by default only a proxy on this machine (the shell server).
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtlDays: positive('SESSION_TTL_DAYS', env.SESSION_TTL_DAYS, 30),
    sessionIdleDays: positive('SESSION_IDLE_DAYS', env.SESSION_IDLE_DAYS, 14),
    statsCacheMs: int('STATS_CACHE_MS', env.STATS_CACHE_MS, 10_000),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 100 * 1024),
    hotCache: {
      enabled: env.HOT_CACHE !== 'off',
      maxBytes: int('HOT_CACHE_MB', env.HOT_CACHE_MB, 64) * 1024 * 1024,
      ttlMs: int('HOT_CACHE_TTL_MS', env.HOT_CACHE_TTL_MS, 60_000),
    },
    statementTimeoutMs: int('STATEMENT_TIMEOUT_MS', env.STATEMENT_TIMEOUT_MS, 5_000),
    clientKeySecret: secret('CLIENT_KEY_SECRET', env.CLIENT_KEY_SECRET),
    dnsServers: parseDnsServers(env.DNS_SERVERS),
    retention: {
      ipDays: positive('IP_RETENTION_DAYS', env.IP_RETENTION_DAYS, 30),
      mailLogDays: positive('MAIL_LOG_RETENTION_DAYS', env.MAIL_LOG_RETENTION_DAYS, 30),
    },
    webhooks: {
      pollMs: int('WEBHOOK_POLL_MS', env.WEBHOOK_POLL_MS, 1000),
      testAllowedHosts: parseWebhookTestAllowedHosts(env.WEBHOOK_TEST_ALLOWED_HOSTS, env.NODE_ENV),
    },
    highlightsBackfill: env.HIGHLIGHTS_BACKFILL !== 'off',
    highlightsReadingBudgetMs: int('HIGHLIGHTS_READING_BUDGET_MS', env.HIGHLIGHTS_READING_BUDGET_MS, 1000),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
