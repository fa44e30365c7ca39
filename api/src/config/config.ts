// The only place that reads process.env: parsed and validated once, then passed around typed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  host: string;
  demoMode: boolean;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicOrigins: string[];
  siteUrl: string;
  trustProxy: string;
  logLevel: string;
  sessionTtlDays: number;
  statsCacheMs: number;
  bodyLimitBytes: number;
  /** The in-memory cache of hot public answers (company pages, lists): on unless HOT_CACHE=off. */
  hotCache: { enabled: boolean; maxBytes: number; ttlMs: number };
  /** Longest a single SQL statement of a request may run (PostgreSQL statement_timeout). */
  statementTimeoutMs: number;
  /** The key of the client-address hashes the fake-review signals compare; kept in the database when unset. */
  clientKeySecret: string | undefined;
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
    embeddedPgPort: int('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT, 54329),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    redisUrl: url('REDIS_URL', env.REDIS_URL),
    smtpUrl: url('SMTP_URL', env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Review Platform <no-reply@localhost>',
    publicOrigins: [new URL(siteUrl).origin, ...extraOrigins],
    siteUrl,
    // Which peers may set X-Forwarded-For: by default only a proxy on this machine (the shell server).
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtlDays: int('SESSION_TTL_DAYS', env.SESSION_TTL_DAYS, 30),
    statsCacheMs: int('STATS_CACHE_MS', env.STATS_CACHE_MS, 10_000),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 100 * 1024),
    hotCache: {
      enabled: env.HOT_CACHE !== 'off',
      maxBytes: int('HOT_CACHE_MB', env.HOT_CACHE_MB, 64) * 1024 * 1024,
      ttlMs: int('HOT_CACHE_TTL_MS', env.HOT_CACHE_TTL_MS, 60_000),
    },
    statementTimeoutMs: int('STATEMENT_TIMEOUT_MS', env.STATEMENT_TIMEOUT_MS, 5_000),
    clientKeySecret: secret('CLIENT_KEY_SECRET', env.CLIENT_KEY_SECRET),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
