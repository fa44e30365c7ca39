// review_appeals: complaints against moderation decisions (DSA Art. 20), from a review's author (the
// appeals this table began with) or from a notifier (by their notice), and their outcomes.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../../common/database/sql.js';

export type AppealStatus = 'open' | 'upheld' | 'overturned';
export type ComplainantRole = 'author' | 'company' | 'notifier';

export interface NewComplaint {
  reviewId: string;
  userId: string | null;
  noticeId: string | null;
  businessAccountId?: string | null;
  role: ComplainantRole;
  decisionId: string;
  statement: string;
}

/** A notice whose decision its sender may complain about. */
export interface ComplainableNotice {
  id: string;
  reviewId: string | null;
  decisionId: string | null;
  reporterUserId: string | null;
  targetType: 'review' | 'reply' | 'company';
  companyName: string | null;
}

/** A decision about a review of the company, as its dashboard lists it. */
export interface CompanyDecisionRow {
  id: string;
  action: string;
  facts: string;
  decidedAt: Date;
  reviewId: string;
  reviewTitle: string;
  complaint: AppealStatus | 'withdrawn' | null;
}

/** Whom to tell a complaint's outcome: null when there is no address to mail. */
export interface Complainant {
  to: string | null;
  name: string | null;
}

export interface OpenAppealRow {
  id: string;
  statement: string | null;
  role: ComplainantRole;
  complainant: string | null;
  createdAt: Date;
  reviewId: string;
  decisionId: string;
}

/** The state of the appeal against a decision. */
export interface AppealStatusRow {
  decisionId: string;
  status: AppealStatus;
}

/** What deciding an appeal checks of the appeal it locked. */
export interface LockedAppeal {
  id: string;
  role: ComplainantRole;
  reviewId: string;
  decisionId: string;
  status: AppealStatus;
}

@Injectable()
export class AppealsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Files a complaint; a second open one from the same person against the same decision is a unique violation the caller answers. */
  async insert(manager: EntityManager, c: NewComplaint): Promise<string> {
    const row = await queryOne<{ id: string }>(
      manager,
      `INSERT INTO review_appeals (review_id, user_id, notice_id, business_account_id, complainant_role, decision_id, statement)
       VALUES ($1, $2, $3, $4, $5, $6::bigint, $7) RETURNING id`,
      [c.reviewId, c.userId, c.noticeId, c.businessAccountId ?? null, c.role, c.decisionId, c.statement],
    );
    return row!.id;
  }

  /** The notice a mailed complaint link's token identifies (by the token's hash). */
  noticeByTokenHash(manager: EntityManager, tokenHash: string): Promise<ComplainableNotice | undefined> {
    return queryOne<ComplainableNotice>(
      manager,
      `SELECT n.id, n.review_id AS "reviewId", n.decision_id::text AS "decisionId", n.reporter_user_id AS "reporterUserId", n.target_type AS "targetType",
              CASE WHEN c.name_checked_at IS NOT NULL THEN c.name END AS "companyName"
         FROM review_reports n LEFT JOIN companies c ON c.id = n.company_id
        WHERE n.outcome_token_hash = $1`,
      [tokenHash],
    );
  }

  /** The reporter's notices decided in the last six months, newest decision first, at most 20. */
  decidedNoticesOf(userId: string): Promise<(ComplainableNotice & { decisionId: string })[]> {
    return queryRows(
      this.db,
      `SELECT n.id, n.review_id AS "reviewId", n.decision_id::text AS "decisionId", n.reporter_user_id AS "reporterUserId", n.target_type AS "targetType",
              CASE WHEN c.name_checked_at IS NOT NULL THEN c.name END AS "companyName"
         FROM review_reports n LEFT JOIN companies c ON c.id = n.company_id
        WHERE n.reporter_user_id = $1 AND n.decision_id IS NOT NULL AND n.closed_at > now() - interval '6 months'
        ORDER BY n.closed_at DESC, n.id LIMIT 20`,
      [userId],
    );
  }

  /** The latest complaint's state (an open one first) of each of these notices against its decision, in one read. */
  noticeComplaintStatuses(notices: { id: string; decisionId: string }[]): Promise<{ noticeId: string; status: AppealStatus }[]> {
    if (notices.length === 0) return Promise.resolve([]);
    return queryRows(
      this.db,
      `SELECT DISTINCT ON (a.notice_id) a.notice_id AS "noticeId", a.status
         FROM review_appeals a JOIN unnest($1::uuid[], $2::bigint[]) AS x(notice_id, decision_id) ON x.notice_id = a.notice_id AND x.decision_id = a.decision_id
        ORDER BY a.notice_id, a.status = 'open' DESC, a.created_at DESC`,
      [notices.map((n) => n.id), notices.map((n) => n.decisionId)],
    );
  }

  /** A notice by its id, for its signed-in reporter's complaint. */
  noticeById(manager: EntityManager, id: string): Promise<ComplainableNotice | undefined> {
    return queryOne<ComplainableNotice>(
      manager,
      `SELECT n.id, n.review_id AS "reviewId", n.decision_id::text AS "decisionId", n.reporter_user_id AS "reporterUserId", n.target_type AS "targetType",
              CASE WHEN c.name_checked_at IS NOT NULL THEN c.name END AS "companyName"
         FROM review_reports n LEFT JOIN companies c ON c.id = n.company_id
        WHERE n.id = $1`,
      [id],
    );
  }

  /**
   * The decisions of the last six months about the reviews of a company and their replies, newest
   * first, at most 50, with the state of this account's latest complaint against each. Read from
   * the audit log's recent part (by its time index), never per review.
   */
  companyDecisions(companyId: string, accountId: string): Promise<CompanyDecisionRow[]> {
    return queryRows<CompanyDecisionRow>(
      this.db,
      `SELECT a.id::text AS id, a.action, a.decision_facts AS facts, a.created_at AS "decidedAt", r.id AS "reviewId", r.title AS "reviewTitle",
              (SELECT p.status FROM review_appeals p WHERE p.decision_id = a.id AND p.business_account_id = $2
                ORDER BY p.status = 'open' DESC, p.created_at DESC LIMIT 1) AS complaint
         FROM audit_log a JOIN reviews r ON a.target_type = 'review' AND r.id = a.target_id
        WHERE a.created_at > now() - interval '6 months' AND r.company_id = $1
          AND a.action IN ('hide_review', 'restore_review', 'dismiss_reports', 'hide_reply', 'restore_reply')
        ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
      [companyId, accountId],
    );
  }

  /** The review a decision is about and its company (decisions about a review or its reply only). */
  decisionReview(manager: EntityManager, decisionId: string): Promise<{ reviewId: string; companyId: string; action: string } | undefined> {
    return queryOne(
      manager,
      `SELECT r.id AS "reviewId", r.company_id AS "companyId", a.action FROM audit_log a JOIN reviews r ON a.target_type = 'review' AND r.id = a.target_id
        WHERE a.id = $1::bigint AND a.action IN ('hide_review', 'restore_review', 'dismiss_reports', 'hide_reply', 'restore_reply')`,
      [decisionId],
    );
  }

  /** The state of the notice's open complaint against its decision, if any, else of its latest one. */
  async noticeComplaintStatus(manager: EntityManager, noticeId: string, decisionId: string): Promise<AppealStatus | null> {
    const row = await queryOne<{ status: AppealStatus }>(
      manager,
      `SELECT status FROM review_appeals WHERE notice_id = $1 AND decision_id = $2::bigint ORDER BY status = 'open' DESC, created_at DESC LIMIT 1`,
      [noticeId, decisionId],
    );
    return row?.status ?? null;
  }

  /** Whom to tell a complaint's outcome: the author's account address, or the notice's address (else its reporter's confirmed one). */
  complainantOf(manager: EntityManager, id: string): Promise<Complainant | undefined> {
    return queryOne<Complainant>(
      manager,
      `SELECT CASE a.complainant_role WHEN 'notifier' THEN coalesce(n.sender_email, CASE WHEN u.email_verified_at IS NOT NULL THEN u.email END)
                                      WHEN 'company' THEN b.email ELSE u.email END AS "to",
              coalesce(n.sender_name, u.first_name, b.contact_name) AS name
         FROM review_appeals a
         LEFT JOIN review_reports n ON n.id = a.notice_id
         LEFT JOIN users u ON u.id = coalesce(a.user_id, n.reporter_user_id)
         LEFT JOIN business_accounts b ON b.id = a.business_account_id
        WHERE a.id = $1`,
      [id],
    );
  }

  /** A dismissal overturned: the notices it closed are open again, so the review is back in the queue for a fresh decision. */
  async reopenNoticesClosedBy(manager: EntityManager, decisionId: string): Promise<number> {
    const rows = await manager.query(
      `UPDATE review_reports SET status = 'open', closed_at = NULL, decision_id = NULL WHERE decision_id = $1::bigint AND status = 'dismissed' RETURNING id`,
      [decisionId],
    );
    return (rows as unknown[]).length;
  }

  /** The state of the author's latest appeal against each of these decisions (those appealed only). */
  findStatusesByDecisions(decisionIds: string[]): Promise<AppealStatusRow[]> {
    return queryRows<AppealStatusRow>(
      this.db,
      `SELECT DISTINCT ON (decision_id) decision_id::text AS "decisionId", status FROM review_appeals
        WHERE decision_id = ANY($1::bigint[]) AND complainant_role = 'author' ORDER BY decision_id, created_at DESC`,
      [decisionIds],
    );
  }

  /** Open appeals, oldest first, at most 100. */
  findOpenOldestFirst(): Promise<OpenAppealRow[]> {
    return queryRows<OpenAppealRow>(
      this.db,
      `SELECT a.id, a.statement, a.complainant_role AS role, coalesce(n.sender_name, u.first_name, b.contact_name) AS complainant,
              a.created_at AS "createdAt", a.review_id AS "reviewId", a.decision_id::text AS "decisionId"
         FROM review_appeals a
         LEFT JOIN review_reports n ON n.id = a.notice_id
         LEFT JOIN users u ON u.id = coalesce(a.user_id, n.reporter_user_id)
         LEFT JOIN business_accounts b ON b.id = coalesce(a.business_account_id, n.reporter_account_id)
        WHERE a.status = 'open' AND a.review_id IS NOT NULL ORDER BY a.created_at, a.id LIMIT 100`,
    );
  }

  /** The review an appeal is about (null once its author deleted it), read without a lock. */
  async findReviewIdOf(id: string): Promise<string | null | undefined> {
    const row = await queryOne<{ reviewId: string | null }>(this.db, `SELECT review_id AS "reviewId" FROM review_appeals WHERE id = $1`, [id]);
    return row === undefined ? undefined : row.reviewId;
  }

  /** Locks the appeal row for the rest of the caller's transaction. */
  lockForDecision(manager: EntityManager, id: string): Promise<LockedAppeal | undefined> {
    return queryOne<LockedAppeal>(
      manager,
      `SELECT id, complainant_role AS role, review_id AS "reviewId", decision_id::text AS "decisionId", status FROM review_appeals WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  async recordOutcome(manager: EntityManager, id: string, outcome: 'upheld' | 'overturned', outcomeDecisionId: string): Promise<void> {
    await manager.query(`UPDATE review_appeals SET status = $2, outcome_decision_id = $3::bigint, decided_at = now() WHERE id = $1`, [id, outcome, outcomeDecisionId]);
  }

  /** A restored review's open appeal (its author's) against the decision that hid it is overturned by the restore. */
  async overturnOpenAgainst(manager: EntityManager, decisionId: string | null, outcomeDecisionId: string): Promise<void> {
    await manager.query(
      `UPDATE review_appeals SET status = 'overturned', outcome_decision_id = $2::bigint, decided_at = now() WHERE decision_id = $1::bigint AND status = 'open' AND complainant_role = 'author'`,
      [decisionId, outcomeDecisionId],
    );
  }

  /** The author's appeals stay (their outcomes are counted and audited) without them or the statement they wrote. */
  async forgetAppellant(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE review_appeals SET user_id = NULL, statement = NULL WHERE user_id = $1`, [userId]);
  }
}
