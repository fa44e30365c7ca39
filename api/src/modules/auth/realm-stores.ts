// Sessions and single-use mailed tokens, once for both realms. Each realm has tables of the same
// shape (its own sessions, reset tokens and verification tokens, keyed by its own accounts), so a
// token of one realm can never be found by the other.
import type { EntityManager } from 'typeorm';
import { type DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
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

const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** Server-side sessions: the cookie holds a random token, only its SHA-256 is stored. */
export class SessionStore {
  constructor(
    protected readonly db: DataSource,
    private readonly tables: RealmTables,
  ) {}

  /** A fresh token at every sign-in (no session fixation); the request's old one is ended. */
  async start(ownerId: string, ctx: SessionStart, maxAgeSeconds: number): Promise<string> {
    if (ctx.previousToken) await this.deleteByToken(ctx.previousToken);
    const token = newToken();
    await this.db.query(
      `INSERT INTO ${this.tables.sessions} (token_hash, ${this.tables.owner}, expires_at, ip, user_agent)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
      [hashToken(token), ownerId, maxAgeSeconds, ctx.ip, ctx.userAgent?.slice(0, 300) ?? null],
    );
    return token;
  }

  /** The live session of a token, by its unique index. */
  async findActive(token: string): Promise<ActiveSession | null> {
    const row = await queryOne<{ id: string; owner_id: string; last_seen_at: Date }>(
      this.db,
      `SELECT id, ${this.tables.owner} AS owner_id, last_seen_at FROM ${this.tables.sessions}
        WHERE token_hash = $1 AND expires_at > now()`,
      [hashToken(token)],
    );
    return row ? { id: row.id, ownerId: row.owner_id, lastSeenAt: row.last_seen_at } : null;
  }

  /** The live session of a token, its last-seen time refreshed at most once an hour. */
  async resume(token: string): Promise<ActiveSession | null> {
    const session = await this.findActive(token);
    if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await this.touch(session.id);
    return session;
  }

  async touch(id: string): Promise<void> {
    await this.db.query(`UPDATE ${this.tables.sessions} SET last_seen_at = now() WHERE id = $1`, [id]);
  }

  async deleteByToken(token: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.tables.sessions} WHERE token_hash = $1`, [hashToken(token)]);
  }

  /** Ends every session of the account except, optionally, the one making the request. */
  async deleteAllFor(manager: EntityManager, ownerId: string, exceptSessionId?: string): Promise<void> {
    await manager.query(
      `DELETE FROM ${this.tables.sessions} WHERE ${this.tables.owner} = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [ownerId, exceptSessionId ?? null],
    );
  }
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

  /** Uses a token once, atomically: answers its owner's id, or null if unknown, used or expired. */
  async consume(manager: EntityManager, kind: TokenKind, tokenHash: string): Promise<string | null> {
    const rows = await queryRows<{ owner_id: string }>(
      manager,
      `UPDATE ${this.table(kind)} SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING ${this.tables.owner} AS owner_id`,
      [tokenHash],
    );
    return rows[0]?.owner_id ?? null;
  }

  /** Older links stop working once a newer one is used or the password changes. */
  async invalidateAllFor(manager: EntityManager, kind: TokenKind, ownerId: string): Promise<void> {
    await manager.query(`UPDATE ${this.table(kind)} SET used_at = now() WHERE ${this.tables.owner} = $1 AND used_at IS NULL`, [ownerId]);
  }
}
