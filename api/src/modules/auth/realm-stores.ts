// Sessions and single-use mailed tokens, once for both realms. Each realm has tables of the same
// shape (its own sessions, reset tokens and verification tokens, keyed by its own accounts), so a
// token of one realm can never be found by the other.
import type { EntityManager } from 'typeorm';
import { type DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { addressKey } from '../../common/http/client-network.js';
import type { AppConfig } from '../../config/config.js';
import { hashToken, newToken } from './tokens.js';

export interface RealmTables {
  sessions: string;
  passwordResetTokens: string;
  emailVerificationTokens: string;
  /** The column naming the owning account in those tables. */
  owner: 'user_id' | 'account_id';
}

export const CONSUMER_TABLES: RealmTables = {
  sessions: 'sessions',
  passwordResetTokens: 'password_reset_tokens',
  emailVerificationTokens: 'email_verification_tokens',
  owner: 'user_id',
};

export const BUSINESS_TABLES: RealmTables = {
  sessions: 'business_sessions',
  passwordResetTokens: 'business_password_reset_tokens',
  emailVerificationTokens: 'business_email_verification_tokens',
  owner: 'account_id',
};

export interface SessionStart {
  ip: string;
  userAgent: string | null;
  /** The session token the request already carried, ended when a new one is issued. */
  previousToken?: string;
}

export interface ActiveSession {
  id: string;
  ownerId: string;
  lastSeenAt: Date;
}

/** The account a session or a mailed token belongs to. */
export interface OwnerRow {
  ownerId: string;
}

/** A session as its owner sees it in the list of their sign-ins. */
export interface SessionListing {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** How long a session lasts: at most `maxSeconds` from sign-in, and `idleSeconds` from its last use. */
export interface SessionLifetime {
  maxSeconds: number;
  idleSeconds: number;
}

export function sessionLifetime(config: Pick<AppConfig, 'sessionTtlDays' | 'sessionIdleDays'>): SessionLifetime {
  const day = 24 * 60 * 60;
  return { maxSeconds: config.sessionTtlDays * day, idleSeconds: Math.min(config.sessionIdleDays, config.sessionTtlDays) * day };
}

/** A session's last use is written at most this often, which is also how far the idle timeout may be late. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** Rows a purge deletes per statement, so no statement runs long or holds many locks. */
const PURGE_BATCH = 5000;
/** Sessions whose addresses count as the account's own when sign-in attempts are paced. */
const KNOWN_ADDRESSES_LOOKED_AT = 50;

/**
 * Server-side sessions: the cookie holds a random token, only its SHA-256 is stored. expires_at is
 * the earlier of the absolute end (created_at + max) and the idle end (last use + idle), moved
 * forward when the last use is written, so an expired session is one indexed comparison away.
 */
export class SessionStore {
  constructor(
    protected readonly db: DataSource,
    private readonly tables: RealmTables,
    private readonly lifetime: SessionLifetime,
  ) {}

  /** A fresh token at every sign-in (no session fixation); the request's old one is ended. */
  async start(ownerId: string, ctx: SessionStart): Promise<string> {
    if (ctx.previousToken) await this.deleteByToken(ctx.previousToken);
    const token = newToken();
    await this.db.query(
      `INSERT INTO ${this.tables.sessions} (token_hash, ${this.tables.owner}, expires_at, ip, user_agent)
       VALUES ($1, $2, now() + make_interval(secs => least($3::float8, $4::float8)), $5, $6)`,
      [hashToken(token), ownerId, this.lifetime.maxSeconds, this.lifetime.idleSeconds, ctx.ip, ctx.userAgent?.slice(0, 300) ?? null],
    );
    return token;
  }

  /** The live session of a token, by its unique index. */
  async findActive(token: string): Promise<ActiveSession | null> {
    const row = await queryOne<ActiveSession>(
      this.db,
      `SELECT id, ${this.tables.owner} AS "ownerId", last_seen_at AS "lastSeenAt" FROM ${this.tables.sessions}
        WHERE token_hash = $1 AND expires_at > now()`,
      [hashToken(token)],
    );
    return row ?? null;
  }

  /** The live session of a token, its last use (and so its idle end) written at most once an hour. */
  async resume(token: string): Promise<ActiveSession | null> {
    const session = await this.findActive(token);
    if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await this.touch(session.id);
    return session;
  }

  async touch(id: string): Promise<void> {
    await this.db.query(
      `UPDATE ${this.tables.sessions}
          SET last_seen_at = now(),
              expires_at = least(created_at + make_interval(secs => $2), now() + make_interval(secs => $3))
        WHERE id = $1`,
      [id, this.lifetime.maxSeconds, this.lifetime.idleSeconds],
    );
  }

  /** The account's live sessions, most recently used first. */
  listActive(ownerId: string): Promise<SessionListing[]> {
    return queryRows<SessionListing>(
      this.db,
      `SELECT id, created_at AS "createdAt", last_seen_at AS "lastSeenAt", ip, user_agent AS "userAgent"
         FROM ${this.tables.sessions} WHERE ${this.tables.owner} = $1 AND expires_at > now()
        ORDER BY last_seen_at DESC, created_at DESC LIMIT 100`,
      [ownerId],
    );
  }

  /** Ends one session of the account; answers whether there was one. */
  async endOne(ownerId: string, sessionId: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `DELETE FROM ${this.tables.sessions} WHERE id = $1 AND ${this.tables.owner} = $2 RETURNING id`,
      [sessionId, ownerId],
    );
    return rows.length > 0;
  }

  /** Ends every session of the account but one; answers how many ended. */
  async endOthers(ownerId: string, keepSessionId: string): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `DELETE FROM ${this.tables.sessions} WHERE ${this.tables.owner} = $1 AND id <> $2 RETURNING id`,
      [ownerId, keepSessionId],
    );
    return rows.length;
  }

  /** Whether the account has a session from this client's network (IPv4 address, IPv6 /64). */
  async hasSignedInFrom(ownerId: string, ip: string): Promise<boolean> {
    const rows = await queryRows<{ ip: string | null }>(
      this.db,
      `SELECT ip FROM ${this.tables.sessions} WHERE ${this.tables.owner} = $1 ORDER BY last_seen_at DESC LIMIT ${KNOWN_ADDRESSES_LOOKED_AT}`,
      [ownerId],
    );
    const key = addressKey(ip);
    return rows.some((r) => r.ip !== null && addressKey(r.ip) === key);
  }

  /** Ends the token's session; answers its account's id, or null when there was none. */
  async deleteByToken(token: string): Promise<string | null> {
    const rows = await queryRows<OwnerRow>(
      this.db,
      `DELETE FROM ${this.tables.sessions} WHERE token_hash = $1 RETURNING ${this.tables.owner} AS "ownerId"`,
      [hashToken(token)],
    );
    return rows[0]?.ownerId ?? null;
  }

  /** Ends every session of the account except, optionally, the one making the request; answers how many ended. */
  async deleteAllFor(manager: EntityManager, ownerId: string, exceptSessionId?: string): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `DELETE FROM ${this.tables.sessions} WHERE ${this.tables.owner} = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id`,
      [ownerId, exceptSessionId ?? null],
    );
    return rows.length;
  }
}

/** Deletes the rows the condition names, a batch per statement; answers how many. */
async function deleteInBatches(db: DataSource, table: string, condition: string): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      db,
      `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${condition} LIMIT ${PURGE_BATCH}) RETURNING id`,
    );
    total += rows.length;
    if (rows.length < PURGE_BATCH) return total;
  }
}

/**
 * Drops the network address and user agent of the realm's sessions started more than `days` ago
 * (the session itself lasts on); answers how many. A batch per statement, as the purge does.
 */
export async function forgetSessionAddresses(db: DataSource, tables: RealmTables, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const [, n] = (await db.query(
      `UPDATE ${tables.sessions} SET ip = NULL, user_agent = NULL
        WHERE id IN (SELECT id FROM ${tables.sessions} WHERE (ip IS NOT NULL OR user_agent IS NOT NULL)
                        AND created_at < now() - make_interval(days => $1) LIMIT ${PURGE_BATCH})`,
      [days],
    )) as [unknown, number];
    total += n;
    if (n < PURGE_BATCH) return total;
  }
}

/** Deletes the realm's ended sessions and its expired or used mailed tokens; answers how many rows. */
export async function purgeEnded(db: DataSource, tables: RealmTables): Promise<{ sessions: number; tokens: number }> {
  const sessions = await deleteInBatches(db, tables.sessions, 'expires_at <= now()');
  let tokens = 0;
  for (const table of [tables.passwordResetTokens, tables.emailVerificationTokens]) {
    tokens += await deleteInBatches(db, table, 'expires_at <= now() OR used_at IS NOT NULL');
  }
  return { sessions, tokens };
}

export type TokenKind = 'password_reset' | 'email_verification';

/** Single-use tokens mailed to an account, stored as hashes. */
export class TokenStore {
  constructor(private readonly tables: RealmTables) {}

  private table(kind: TokenKind): string {
    return kind === 'password_reset' ? this.tables.passwordResetTokens : this.tables.emailVerificationTokens;
  }

  async create(manager: EntityManager, kind: TokenKind, ownerId: string, tokenHash: string, ttlMs: number): Promise<void> {
    await manager.query(
      `INSERT INTO ${this.table(kind)} (${this.tables.owner}, token_hash, expires_at) VALUES ($1, $2, $3)`,
      [ownerId, tokenHash, new Date(Date.now() + ttlMs)],
    );
  }

  /** The owner of a token that is still usable, without using it; null if unknown, used or expired. */
  async findUsable(manager: Pick<EntityManager, 'query'>, kind: TokenKind, tokenHash: string): Promise<string | null> {
    const row = await queryOne<OwnerRow>(
      manager,
      `SELECT ${this.tables.owner} AS "ownerId" FROM ${this.table(kind)} WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return row?.ownerId ?? null;
  }

  /** Uses a token once, atomically: answers its owner's id, or null if unknown, used or expired. */
  async consume(manager: EntityManager, kind: TokenKind, tokenHash: string): Promise<string | null> {
    const rows = await queryRows<OwnerRow>(
      manager,
      `UPDATE ${this.table(kind)} SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING ${this.tables.owner} AS "ownerId"`,
      [tokenHash],
    );
    return rows[0]?.ownerId ?? null;
  }

  /** Older links stop working once a newer one is used or the password changes. */
  async invalidateAllFor(manager: EntityManager, kind: TokenKind, ownerId: string): Promise<void> {
    await manager.query(`UPDATE ${this.table(kind)} SET used_at = now() WHERE ${this.tables.owner} = $1 AND used_at IS NULL`, [ownerId]);
  }
}
