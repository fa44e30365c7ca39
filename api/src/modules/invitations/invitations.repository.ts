import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { createHash } from 'node:crypto';
import { hashToken } from '../auth/index.js';
import { canonicalEmail } from './canonical-email.js';

export const INVITATION_TTL_DAYS = 30;

/** held: waiting for a moderator to check the company's name, mailed then. */
export type InvitationState = 'held' | 'open' | 'used' | 'expired';

export interface InvitationRow {
  id: string;
  companyId: string;
  companyName: string;
  accountId: string;
  email: string;
  name: string;
  reference: string | null;
  /** The order's day (YYYY-MM-DD) the company gave: the invited review's date of experience to start with. */
  orderDate: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  closedAt: Date | null;
  /** Not mailed yet: the company's name waits for a moderator's check. */
  held: boolean;
  reviewId: string | null;
  createdAt: Date;
  /** The business's personal message in the mail. */
  message: string | null;
  /** The message offers something for reviewing: reviews through it are incentivised. */
  incentiveOffered: boolean;
}

/** Where a page of a company's invitations ends: its last invitation's creation time, to the microsecond (UTC, ISO 8601), and id. */
export interface InvitationPosition {
  createdAt: string;
  id: string;
}

export interface InvitationListFilter {
  /** Only the invitations with this reference (exact, as stored: trimmed). */
  reference?: string;
  /** Only the invitations after this one in the list's order (newest first). */
  after?: InvitationPosition;
}

/** A listed invitation with its position, as InvitationPosition.createdAt spells it. */
export interface ListedInvitationRow extends InvitationRow {
  position: string;
}

/** How many invitations one mailbox (a canonical address) received. */
export interface MailboxCountRow {
  mailbox: string;
  n: number;
}

/** An invitation as inserted: its id and when it expires. */
export interface InsertedInvitation {
  id: string;
  expiresAt: Date;
}

/** The hashes of an invitation's two links: the review link and the unsubscribe link. */
export interface NewLinks {
  tokenHash: string;
  unsubscribeTokenHash: string;
}

export interface NewInvitation extends NewLinks {
  email: string;
  name: string;
  reference: string | null;
  orderDate: string | null;
}

/** A held invitation, as its release mails it. */
export interface HeldInvitationRow {
  id: string;
  email: string;
  name: string;
  message: string | null;
  incentiveOffered: boolean;
}

/** How a suppressed address is kept: the SHA-256 of the mailbox it reaches, never the address itself. */
export function suppressionKey(email: string): Buffer {
  return createHash('sha256').update(canonicalEmail(email)).digest();
}

/** An invitation is open until it is used or its 30 days pass; a closed unused one has expired. */
export function invitationState(row: Pick<InvitationRow, 'usedAt' | 'closedAt' | 'expiresAt' | 'held'>, now = new Date()): InvitationState {
  if (row.usedAt) return 'used';
  if (row.closedAt || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.held ? 'held' : 'open';
}

const COLUMNS = `i.id, i.company_id AS "companyId", c.name AS "companyName", i.account_id AS "accountId", i.email, i.name, i.reference,
    to_char(i.order_date, 'YYYY-MM-DD') AS "orderDate", i.expires_at AS "expiresAt", i.used_at AS "usedAt", i.closed_at AS "closedAt", i.held, i.review_id AS "reviewId", i.created_at AS "createdAt",
    i.message, i.incentive_offered AS "incentiveOffered"`;
const FROM = `FROM review_invitations i JOIN companies c ON c.id = i.company_id`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

// created_at exactly: a Date would drop its microseconds, and a position made from it would fall
// between two invitations of the same millisecond.
const EXACT_CREATED_AT = `to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

@Injectable()
export class InvitationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findByToken(token: string, manager: Pick<EntityManager, 'query'> = this.db, lock = false): Promise<InvitationRow | undefined> {
    return queryOne<InvitationRow>(manager, `${SELECT} WHERE i.token_hash = $1 ${lock ? 'FOR UPDATE OF i' : ''}`, [hashToken(token)]);
  }

  async markUsed(manager: EntityManager, id: string, reviewId: string): Promise<void> {
    await manager.query(`UPDATE review_invitations SET used_at = now(), closed_at = now(), review_id = $2 WHERE id = $1`, [id, reviewId]);
  }

  /** Invitations the account sent since the start of the current month (UTC), for the plan's quota. */
  async countThisMonth(manager: Pick<EntityManager, 'query'>, accountId: string): Promise<number> {
    const row = await queryOne<{ n: number }>(
      manager,
      `SELECT count(*)::int AS n FROM review_invitations
        WHERE account_id = $1 AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [accountId],
    );
    return row?.n ?? 0;
  }

  /**
   * Of the given addresses, those with an open invitation to the company. Expired invitations of
   * these addresses are closed first, so the address can be invited again.
   */
  async openFor(manager: EntityManager, companyId: string, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    await manager.query(
      `UPDATE review_invitations SET closed_at = now()
        WHERE company_id = $1 AND email = ANY($2::text[]) AND closed_at IS NULL AND expires_at <= now()`,
      [companyId, emails],
    );
    const rows = await queryRows<{ email: string }>(
      manager,
      `SELECT email FROM review_invitations WHERE company_id = $1 AND email = ANY($2::text[]) AND closed_at IS NULL`,
      [companyId, emails],
    );
    return new Set(rows.map((r) => r.email));
  }

  /** Inserts invitations in one statement, mailed or `held`; answers their ids and expiry in input order. */
  async insertMany(
    manager: EntityManager,
    companyId: string,
    accountId: string,
    rows: NewInvitation[],
    held: boolean,
    message: { text: string | null; incentiveOffered: boolean } = { text: null, incentiveOffered: false },
  ): Promise<InsertedInvitation[]> {
    if (rows.length === 0) return [];
    return queryRows<InsertedInvitation>(
      manager,
      `INSERT INTO review_invitations (company_id, account_id, email, email_canonical, name, reference, token_hash, unsubscribe_token_hash, expires_at, held, message, incentive_offered, order_date)
       SELECT $1, $2, t.email, t.email_canonical, t.name, t.reference, t.token_hash, t.unsubscribe_token_hash, now() + make_interval(days => $3), $10, $11, $12, t.order_date
         FROM unnest($4::text[], $9::text[], $5::text[], $6::text[], $7::text[], $8::text[], $13::date[])
              WITH ORDINALITY AS t(email, email_canonical, name, reference, token_hash, unsubscribe_token_hash, order_date, ord)
        ORDER BY t.ord
       RETURNING id, expires_at AS "expiresAt"`,
      [
        companyId,
        accountId,
        INVITATION_TTL_DAYS,
        rows.map((r) => r.email),
        rows.map((r) => r.name),
        rows.map((r) => r.reference),
        rows.map((r) => r.tokenHash),
        rows.map((r) => r.unsubscribeTokenHash),
        rows.map((r) => canonicalEmail(r.email)),
        held,
        message.text,
        message.incentiveOffered,
        rows.map((r) => r.orderDate),
      ],
    );
  }

  /** The company's held invitations still open, locked until the caller's transaction ends. */
  heldForUpdate(manager: EntityManager, companyId: string): Promise<HeldInvitationRow[]> {
    return queryRows<HeldInvitationRow>(
      manager,
      `SELECT id, email, name, message, incentive_offered AS "incentiveOffered" FROM review_invitations WHERE company_id = $1 AND held AND closed_at IS NULL AND expires_at > now() ORDER BY created_at, id FOR UPDATE`,
      [companyId],
    );
  }

  /** Held invitations are mailed now: fresh links (the held ones were never shown to anyone), their days counted from now. */
  async release(manager: EntityManager, rows: (NewLinks & { id: string })[]): Promise<InsertedInvitation[]> {
    if (rows.length === 0) return [];
    return queryRows<InsertedInvitation>(
      manager,
      `UPDATE review_invitations i
          SET held = false, token_hash = t.token_hash, unsubscribe_token_hash = t.unsubscribe_token_hash, expires_at = now() + make_interval(days => $1)
         FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t(id, token_hash, unsubscribe_token_hash)
        WHERE i.id = t.id
       RETURNING i.id, i.expires_at AS "expiresAt"`,
      [INVITATION_TTL_DAYS, rows.map((r) => r.id), rows.map((r) => r.tokenHash), rows.map((r) => r.unsubscribeTokenHash)],
    );
  }

  /** Closes held invitations that will not be mailed (the address opted out meanwhile). */
  async close(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await manager.query(`UPDATE review_invitations SET closed_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Of the given addresses, those that asked never to be invited again. */
  async suppressedAmong(manager: Pick<EntityManager, 'query'>, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const keys = emails.map(suppressionKey);
    const rows = await queryRows<{ emailHash: Buffer }>(manager, `SELECT email_hash AS "emailHash" FROM mail_suppressions WHERE email_hash = ANY($1::bytea[])`, [keys]);
    const found = new Set(rows.map((r) => r.emailHash.toString('hex')));
    return new Set(emails.filter((_, i) => found.has(keys[i].toString('hex'))));
  }

  /** How many invitations the mailbox of each address received, from any business, in the last `days` days; keyed by canonical address. */
  async recentPerMailbox(manager: Pick<EntityManager, 'query'>, emails: string[], days: number): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await queryRows<MailboxCountRow>(
      manager,
      `SELECT email_canonical AS mailbox, count(*)::int AS n FROM review_invitations
        WHERE email_canonical = ANY($1::text[]) AND created_at > now() - make_interval(days => $2) GROUP BY email_canonical`,
      [[...new Set(emails.map(canonicalEmail))], days],
    );
    return new Map(rows.map((r) => [r.mailbox, r.n]));
  }

  /** Invitations the account sent in the last `hours` hours. */
  async countRecentForAccount(manager: Pick<EntityManager, 'query'>, accountId: string, hours: number): Promise<number> {
    const row = await queryOne<{ n: number }>(
      manager,
      `SELECT count(*)::int AS n FROM review_invitations WHERE account_id = $1 AND created_at > now() - make_interval(hours => $2)`,
      [accountId, hours],
    );
    return row?.n ?? 0;
  }

  /** The address an unsubscribe link was mailed to. */
  async findEmailByUnsubscribeToken(token: string): Promise<string | undefined> {
    return (await queryOne<{ email: string }>(this.db, `SELECT email FROM review_invitations WHERE unsubscribe_token_hash = $1`, [hashToken(token)]))?.email;
  }

  /** Puts the address on the suppression list, once; links already mailed to it keep working. */
  async suppress(email: string, source: 'link' | 'one_click'): Promise<void> {
    await this.db.query(`INSERT INTO mail_suppressions (email_hash, source) VALUES ($1, $2) ON CONFLICT (email_hash) DO NOTHING`, [suppressionKey(email), source]);
  }

  /**
   * The latest invitations the account sent for the company, newest first: from an offset, or
   * after a position (keyset paging, which invitations sent meanwhile never shift), of one
   * reference or all. Only the sender's own: a company's next owner never sees its former owner's
   * invitees. Both orders are read from an index: (company_id, account_id, created_at DESC, id
   * DESC), or with a reference (company_id, account_id, reference, created_at DESC, id DESC).
   */
  listSentFor(companyId: string, accountId: string, offset: number, limit: number, filter: InvitationListFilter = {}): Promise<ListedInvitationRow[]> {
    const params: unknown[] = [companyId, accountId, offset, limit];
    const where = ['i.company_id = $1', 'i.account_id = $2'];
    if (filter.reference !== undefined) where.push(`i.reference = $${params.push(filter.reference)}`);
    if (filter.after) where.push(`(i.created_at, i.id) < ($${params.push(filter.after.createdAt)}::timestamptz, $${params.push(filter.after.id)}::uuid)`);
    return queryRows<ListedInvitationRow>(
      this.db,
      `SELECT ${COLUMNS}, ${EXACT_CREATED_AT} AS "position" ${FROM}
        WHERE ${where.join(' AND ')} ORDER BY i.created_at DESC, i.id DESC OFFSET $3 LIMIT $4`,
      params,
    );
  }

  /**
   * Whether the position is exactly that of an invitation the account sent for the company: the
   * only positions a page of listSentFor can end on. The time is compared as the text the list
   * wrote, never cast, so a made-up time (year 0000) is no position rather than a database error.
   */
  async isSentPosition(companyId: string, accountId: string, position: InvitationPosition): Promise<boolean> {
    const row = await queryOne<{ found: boolean }>(
      this.db,
      `SELECT true AS found FROM review_invitations i
        WHERE i.id = $1::uuid AND i.company_id = $2 AND i.account_id = $3 AND ${EXACT_CREATED_AT} = $4`,
      [position.id, companyId, accountId, position.createdAt],
    );
    return row !== undefined;
  }
}
