// Notices (review_reports, the one table of notices and signed-in reports) as their senders file
// them and their outcomes are mailed; trusted_flaggers, the organisations whose notices come first.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows, type Querier } from '../../../common/database/sql.js';
import type { ReportReason } from '../dsa.js';
import type { NoticeGround, NoticeSenderKind, NoticeTarget } from './notice.dto.js';

export interface NewNotice {
  targetType: NoticeTarget;
  reviewId: string | null;
  companyId: string | null;
  reason: ReportReason;
  ground: NoticeGround;
  law: string | null;
  explanation: string;
  senderKind: NoticeSenderKind;
  senderName: string;
  senderEmail: string;
  reporterUserId: string | null;
  trustedFlaggerId: string | null;
}

/** Where a notice points, with the company named only once a moderator has checked its name. */
export interface NoticeItem {
  companyId: string;
  companyName: string | null;
}

/** An open notice whose sender is to be told the outcome. */
export interface NoticeToAnswer {
  id: string;
  targetType: NoticeTarget;
  reviewId: string | null;
  companyId: string | null;
  companyName: string | null;
  /** The address given with the notice, else the confirmed address of the reporter's account; null when there is none to mail. */
  to: string | null;
  name: string | null;
  trusted: boolean;
  createdAt: Date;
}

export interface QueuedNoticeRow {
  id: string;
  reviewId: string;
  targetType: NoticeTarget;
  reason: ReportReason;
  ground: NoticeGround;
  law: string | null;
  explanation: string | null;
  senderKind: NoticeSenderKind;
  trustedFlagger: string | null;
  createdAt: Date;
}

export interface TrustedFlaggerRow {
  id: string;
  name: string;
  domains: string[];
  emails: string[];
  createdAt: Date;
}

const COMPANY_NAME = `CASE WHEN c.name_checked_at IS NOT NULL THEN c.name END`;

@Injectable()
export class NoticesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(manager: EntityManager, n: NewNotice): Promise<{ id: string; createdAt: Date }> {
    const row = await queryOne<{ id: string; createdAt: Date }>(
      manager,
      `INSERT INTO review_reports (target_type, review_id, company_id, reason, details, ground, law, sender_kind, sender_name, sender_email,
                                   reporter_user_id, trusted_flagger_id, good_faith_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
       RETURNING id, created_at AS "createdAt"`,
      [n.targetType, n.reviewId, n.companyId, n.reason, n.explanation, n.ground, n.law, n.senderKind, n.senderName, n.senderEmail, n.reporterUserId, n.trustedFlaggerId],
    );
    return row!;
  }

  /** The company of a published review (and whether its reply is published), for a notice about either. */
  reviewItem(manager: Querier, reviewId: string): Promise<(NoticeItem & { replyShown: boolean }) | undefined> {
    return queryOne(
      manager,
      `SELECT r.company_id AS "companyId", ${COMPANY_NAME} AS "companyName",
              (r.reply_content IS NOT NULL AND r.reply_hidden_decision_id IS NULL) AS "replyShown"
         FROM reviews r JOIN companies c ON c.id = r.company_id WHERE r.id = $1 AND r.hidden_at IS NULL`,
      [reviewId],
    );
  }

  companyItem(manager: Querier, companyId: string): Promise<NoticeItem | undefined> {
    return queryOne(manager, `SELECT c.id AS "companyId", ${COMPANY_NAME} AS "companyName" FROM companies c WHERE c.id = $1`, [companyId]);
  }

  /** The trusted flagger this confirmed address sends for (by the address itself or its domain), if any. */
  async trustedFlaggerOf(email: string): Promise<string | null> {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const row = await queryOne<{ id: string }>(
      this.db,
      `SELECT id FROM trusted_flaggers WHERE removed_at IS NULL AND ($1 = ANY(emails) OR $2 = ANY(domains)) ORDER BY created_at LIMIT 1`,
      [email, domain],
    );
    return row?.id ?? null;
  }

  /** The open notices about a review of these kinds (the review, its reply), locked, with whom to tell. */
  openForReview(manager: EntityManager, reviewId: string, targets: NoticeTarget[]): Promise<NoticeToAnswer[]> {
    return queryRows<NoticeToAnswer>(
      manager,
      `SELECT n.id, n.target_type AS "targetType", n.review_id AS "reviewId", n.company_id AS "companyId", ${COMPANY_NAME} AS "companyName",
              coalesce(n.sender_email, CASE WHEN u.email_verified_at IS NOT NULL THEN u.email END, b.email) AS "to",
              coalesce(n.sender_name, u.first_name, b.contact_name) AS name,
              n.trusted_flagger_id IS NOT NULL AS trusted, n.created_at AS "createdAt"
         FROM review_reports n
         LEFT JOIN users u ON u.id = n.reporter_user_id
         LEFT JOIN business_accounts b ON b.id = n.reporter_account_id
         LEFT JOIN companies c ON c.id = n.company_id
        WHERE n.review_id = $1 AND n.status = 'open' AND n.target_type = ANY($2::text[])
        ORDER BY n.created_at
          FOR UPDATE OF n`,
      [reviewId, targets],
    );
  }

  /** Records that the outcome was mailed, with the hash of the token that identifies the notice for a complaint. */
  async recordOutcome(manager: EntityManager, id: string, tokenHash: string | null): Promise<void> {
    await manager.query(`UPDATE review_reports SET outcome_token_hash = $2, outcome_mailed_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END WHERE id = $1`, [id, tokenHash]);
  }

  /** Closes the open notices of these kinds about a review with a decision. */
  async closeOpenForReview(manager: EntityManager, reviewId: string, targets: NoticeTarget[], status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    await manager.query(
      `UPDATE review_reports SET status = $3, closed_at = now(), decision_id = $4::bigint WHERE review_id = $1 AND status = 'open' AND target_type = ANY($2::text[])`,
      [reviewId, targets, status, decisionId],
    );
  }

  /** The open notices about these reviews, trusted flaggers' first, then the oldest. */
  openForReviews(reviewIds: string[]): Promise<QueuedNoticeRow[]> {
    if (reviewIds.length === 0) return Promise.resolve([]);
    return queryRows<QueuedNoticeRow>(
      this.db,
      `SELECT n.id, n.review_id AS "reviewId", n.target_type AS "targetType", n.reason, n.ground, n.law, n.details AS explanation,
              n.sender_kind AS "senderKind", f.name AS "trustedFlagger", n.created_at AS "createdAt"
         FROM review_reports n LEFT JOIN trusted_flaggers f ON f.id = n.trusted_flagger_id
        WHERE n.status = 'open' AND n.review_id = ANY($1::uuid[])
        ORDER BY n.trusted_flagger_id IS NULL, n.created_at`,
      [reviewIds],
    );
  }

  listTrustedFlaggers(): Promise<TrustedFlaggerRow[]> {
    return queryRows<TrustedFlaggerRow>(
      this.db,
      `SELECT id, name, domains, emails, created_at AS "createdAt" FROM trusted_flaggers WHERE removed_at IS NULL ORDER BY name, id`,
    );
  }

  async insertTrustedFlagger(manager: EntityManager, f: { name: string; domains: string[]; emails: string[] }): Promise<TrustedFlaggerRow> {
    const row = await queryOne<TrustedFlaggerRow>(
      manager,
      `INSERT INTO trusted_flaggers (name, domains, emails) VALUES ($1, $2, $3) RETURNING id, name, domains, emails, created_at AS "createdAt"`,
      [f.name, f.domains, f.emails],
    );
    return row!;
  }

  /** Ends a trusted flagger's status (the row stays: its notices keep pointing at it). */
  removeTrustedFlagger(manager: EntityManager, id: string): Promise<TrustedFlaggerRow | undefined> {
    return queryOne<TrustedFlaggerRow>(
      manager,
      `UPDATE trusted_flaggers SET removed_at = now() WHERE id = $1 AND removed_at IS NULL RETURNING id, name, domains, emails, created_at AS "createdAt"`,
      [id],
    );
  }
}
