// review_signals: raised by the detector (ReviewSignals) from what it reads of reviews and their
// authors, read and closed by moderation. It writes only review_signals.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { Signal } from './review-signals.js';

export interface OpenSignal {
  reviewId: string;
  signal: Signal;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** A review as the rules look at it, with its author's sign-up time. */
export interface WrittenReview {
  id: string;
  companyId: string;
  userId: string;
  rating: number;
  content: string;
  createdAt: Date;
  /** created_at as PostgreSQL prints it: microseconds, which a Date would cut to milliseconds. */
  at: string;
  clientKey: Buffer | null;
  textBands: number[] | null;
  /** Written through a business's single-use invitation to a confirmed address. */
  invited: boolean;
  authorCreatedAt: Date;
  companyCreatedAt: Date;
  /** The invitation it was written through, if any: to whom, when, and by which business account. */
  invitationId: string | null;
  inviteeEmail: string | null;
  inviteeCanonical: string | null;
  invitedAt: Date | null;
  inviterEmail: string | null;
  companyDomain: string | null;
}

/** A company's published reviews in a window, and in the baseline days before it. */
export interface RecentAndBaseline {
  recent: number;
  before: number;
}

/** A review whose text is alike, with its trigram similarity. */
export interface SimilarText {
  id: string;
  s: number;
}

/** An earlier invitation of the company to another spelling of an address. */
export interface AliasInvitation {
  id: string;
  email: string;
}

/** A review from the same client key, with its author. */
export interface SameClientReview {
  id: string;
  userId: string;
}

// Each rule looks only at what was known when the review was written (created_at <= r.at), so
// running the detector again over old data (the measurement script does) gives what it gave live.
@Injectable()
export class SignalsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findWritten(manager: EntityManager, reviewId: string): Promise<WrittenReview | undefined> {
    return queryOne<WrittenReview>(
      manager,
      `SELECT r.id, r.company_id AS "companyId", r.user_id AS "userId", r.rating, r.content, r.created_at AS "createdAt", r.created_at::text AS at,
              r.client_key AS "clientKey", r.text_bands AS "textBands", r.invited,
              u.created_at AS "authorCreatedAt", c.created_at AS "companyCreatedAt", c.website_domain AS "companyDomain",
              i.id AS "invitationId", i.email AS "inviteeEmail", i.email_canonical AS "inviteeCanonical", i.created_at AS "invitedAt",
              a.email AS "inviterEmail"
         FROM reviews r JOIN users u ON u.id = r.user_id JOIN companies c ON c.id = r.company_id
         LEFT JOIN review_invitations i ON i.review_id = r.id LEFT JOIN business_accounts a ON a.id = i.account_id
        WHERE r.id = $1`,
      [reviewId],
    );
  }

  /** The company's published reviews in the window before the review, and in the baseline days before that. */
  async countRecentAndBaseline(manager: EntityManager, r: WrittenReview, windowHours: number, baselineDays: number): Promise<RecentAndBaseline> {
    const counts = await queryOne<RecentAndBaseline>(
      manager,
      `SELECT count(*) FILTER (WHERE created_at > $2::timestamptz - make_interval(hours => $3))::int AS recent,
              count(*) FILTER (WHERE created_at <= $2::timestamptz - make_interval(hours => $3))::int AS before
         FROM reviews
        WHERE company_id = $1 AND hidden_at IS NULL AND created_at <= $2
          AND created_at > $2::timestamptz - make_interval(hours => $3) - make_interval(days => $4)`,
      [r.companyId, r.at, windowHours, baselineDays],
    );
    return counts!;
  }

  /** The company's published reviews in the window up to the review. */
  async findCompanyReviewsWithin(manager: EntityManager, r: WrittenReview, windowHours: number): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `SELECT id FROM reviews WHERE company_id = $1 AND hidden_at IS NULL AND created_at <= $2 AND created_at > $2::timestamptz - make_interval(hours => $3)`,
      [r.companyId, r.at, windowHours],
    );
    return rows.map((x) => x.id);
  }

  /** Reviews of the same company from the same client key in the window up to the review (reviews_client_key_idx). */
  findSameClientWithin(manager: EntityManager, r: WrittenReview, windowHours: number): Promise<SameClientReview[]> {
    return queryRows<SameClientReview>(
      manager,
      `SELECT id, user_id AS "userId" FROM reviews
        WHERE client_key = $1 AND company_id = $4 AND created_at <= $2 AND created_at > $2::timestamptz - make_interval(hours => $3)`,
      [r.clientKey, r.at, windowHours, r.companyId],
    );
  }

  /**
   * Reviews of the same company in the window up to the review, by accounts that were under
   * `newAccountDays` old when they wrote it and were made within `createdWithinHours` of the author's.
   */
  async findNewAccountReviewsWithin(
    manager: EntityManager,
    r: WrittenReview,
    rule: { windowHours: number; newAccountDays: number; createdWithinHours: number },
  ): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      manager,
      // hidden_at IS NULL: along reviews_company_created_idx (company, time), not every review of the company.
      `SELECT r.id FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE r.company_id = $1 AND r.hidden_at IS NULL
          AND r.created_at <= $2 AND r.created_at > $2::timestamptz - make_interval(hours => $3)
          AND r.created_at - u.created_at < make_interval(days => $4)
          AND u.created_at BETWEEN $5::timestamptz - make_interval(hours => $6) AND $5::timestamptz + make_interval(hours => $6)`,
      [r.companyId, r.at, rule.windowHours, rule.newAccountDays, r.authorCreatedAt, rule.createdWithinHours],
    );
    return rows.map((x) => x.id);
  }

  /**
   * Reviews by other authors whose text is at least `similarity` alike (pg_trgm), most alike
   * first: those written before this one, or any at all for a text just edited (an old review
   * rewritten into a copy of a newer one). Candidates share a MinHash band (text-bands.ts),
   * found along the GIN index.
   */
  findSimilarText(
    manager: EntityManager,
    r: WrittenReview,
    rule: { similarity: number; minLength: number; limit: number; edited: boolean },
  ): Promise<SimilarText[]> {
    return queryRows<SimilarText>(
      manager,
      `SELECT id, s FROM (
         SELECT id, round(similarity(content, $1)::numeric, 3)::float8 AS s FROM reviews
          WHERE text_bands && $2::integer[] AND id <> $3 AND user_id <> $4 AND ($9 OR created_at <= $5) AND length(content) >= $6) c
        WHERE s >= $7 ORDER BY s DESC, id LIMIT $8`,
      [r.content, r.textBands, r.id, r.userId, r.at, rule.minLength, rule.similarity, rule.limit, rule.edited],
    );
  }

  /**
   * Locks the reviews a set of signals is about to flag, then their companies, each in id order:
   * a new signal flags its review and moves its company's ranking sums (triggers), and every other
   * writer (hiding, editing, deleting) takes a review before its company; in this order concurrent
   * raises over overlapping reviews wait for each other instead of deadlocking.
   */
  async lockForFlagging(manager: EntityManager, reviewIds: string[]): Promise<void> {
    if (reviewIds.length === 0) return;
    await manager.query(`SELECT id FROM reviews WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [reviewIds]);
    await manager.query(
      `SELECT id FROM companies WHERE id IN (SELECT company_id FROM reviews WHERE id = ANY($1::uuid[])) ORDER BY id FOR NO KEY UPDATE`,
      [reviewIds],
    );
  }

  /**
   * Earlier invitations of the same company to another spelling of the invitee's address (the same
   * mailbox through "+tags", or dots at Gmail), along review_invitations_company_canonical_idx.
   */
  async findEarlierAliasInvitations(manager: EntityManager, r: WrittenReview): Promise<AliasInvitation[]> {
    return queryRows<AliasInvitation>(
      manager,
      `SELECT id, email FROM review_invitations
        WHERE company_id = $1 AND email_canonical = $2 AND email <> $3 AND created_at < $4 ORDER BY created_at LIMIT 5`,
      [r.companyId, r.inviteeCanonical, r.inviteeEmail, r.invitedAt],
    );
  }

  /**
   * Raises a signal on each of these reviews, once: the first raise is kept, and a review a
   * moderator has hidden is not flagged again. With `reopen` a closed signal opens again with the
   * new figures (new text copying again after a dismissal). Dated now, or at `flaggedAt` when replaying.
   */
  async raise(
    manager: EntityManager,
    reviewIds: string[],
    signal: Signal,
    details: Record<string, unknown>,
    opts: { flaggedAt?: Date; reopen?: boolean } = {},
  ): Promise<void> {
    await manager.query(
      `INSERT INTO review_signals (review_id, signal, details, created_at)
       SELECT r.id, $2, $3::jsonb, coalesce($4::timestamptz, now()) FROM reviews r WHERE r.id = ANY($1::uuid[]) AND r.hidden_at IS NULL
        -- In id order: each new signal flags its review (a trigger), so concurrent raises lock reviews in one order.
        ORDER BY r.id
       ON CONFLICT (review_id, signal) DO UPDATE
         SET status = 'open', closed_at = NULL, decision_id = NULL, details = EXCLUDED.details, created_at = EXCLUDED.created_at
         WHERE $5 AND review_signals.status <> 'open'`,
      [reviewIds, signal, JSON.stringify(details), opts.flaggedAt ?? null, opts.reopen ?? false],
    );
  }

  /** The review's open signals, by name, in the caller's transaction. */
  async findOpenForReview(manager: EntityManager, reviewId: string): Promise<Signal[]> {
    const rows = await queryRows<{ signal: Signal }>(manager, `SELECT signal FROM review_signals WHERE review_id = $1 AND status = 'open' ORDER BY signal`, [reviewId]);
    return rows.map((r) => r.signal);
  }

  /** The open signals of these reviews, oldest first, with the figures they were raised with. */
  findOpenForReviews(reviewIds: string[]): Promise<OpenSignal[]> {
    return queryRows<OpenSignal>(
      this.db,
      `SELECT review_id AS "reviewId", signal, details, created_at AS "createdAt" FROM review_signals
        WHERE status = 'open' AND review_id = ANY($1::uuid[]) ORDER BY created_at, signal`,
      [reviewIds],
    );
  }

  /** Closes the review's open signals with a moderator's decision, in the caller's transaction. */
  async closeOpenForReview(manager: EntityManager, reviewId: string, status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    await manager.query(`UPDATE review_signals SET status = $2, closed_at = now(), decision_id = $3::bigint WHERE review_id = $1 AND status = 'open'`, [
      reviewId,
      status,
      decisionId,
    ]);
  }

  /**
   * Signals on the user's reviews drop the invitee's mailbox they were raised with (an email
   * address); the signal, its figures and its decision stay. Run before the reviews go.
   */
  async forgetAuthorMailboxes(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE review_signals SET details = details - 'mailbox'
        WHERE details ? 'mailbox' AND review_id IN (SELECT id FROM reviews WHERE user_id = $1)`,
      [userId],
    );
  }
}
