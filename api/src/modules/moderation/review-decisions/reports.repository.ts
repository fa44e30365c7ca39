// review_reports: reports filed against reviews, counted for the queue and closed by a moderator's decision.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../../common/database/sql.js';
import type { ReportReason } from '../dsa.js';
import type { Querier } from '../../../common/database/sql.js';

export interface NewReport {
  reviewId: string;
  reporterUserId: string | null;
  reporterAccountId: string | null;
  reason: ReportReason;
  details: string | null;
}

/** A review's open reports: counted in all and by reason, with the reporters' details. */
export interface OpenReportsOfReview {
  reviewId: string;
  n: number;
  reasons: Record<string, number>;
  details: string[] | null;
}

/** A report as filed. */
export interface FiledReport {
  id: string;
  createdAt: Date;
}

@Injectable()
export class ReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Files a report; a second one by the same reporter is a unique violation the caller answers. */
  async insert(manager: EntityManager, r: NewReport): Promise<FiledReport> {
    const row = await queryOne<FiledReport>(
      manager,
      // A signed-in report is a notice about the review, against the guidelines, its sender known by account.
      `INSERT INTO review_reports (review_id, reporter_user_id, reporter_account_id, reason, details, sender_kind)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $3::uuid IS NULL THEN 'user' ELSE 'business' END)
       RETURNING id, created_at AS "createdAt"`,
      [r.reviewId, r.reporterUserId, r.reporterAccountId, r.reason, r.details],
    );
    return row!;
  }

  /** Of these reviews, those the reporter (a user or a business account) reported; one index probe each (the once-per-reporter indexes). */
  async reportedAmong(reviewIds: string[], reporter: { userId: string } | { accountId: string }): Promise<string[]> {
    const [column, id] = 'userId' in reporter ? ['reporter_user_id', reporter.userId] : ['reporter_account_id', reporter.accountId];
    const rows = await queryRows<{ reviewId: string }>(
      this.db,
      `SELECT review_id AS "reviewId" FROM review_reports WHERE review_id = ANY($1::uuid[]) AND ${column} = $2`,
      [reviewIds, id],
    );
    return rows.map((r) => r.reviewId);
  }

  /** For each of these reviews with open reports: how many, by reason, and the reporters' details, newest first. */
  summariseOpenForReviews(reviewIds: string[]): Promise<OpenReportsOfReview[]> {
    return queryRows<OpenReportsOfReview>(
      this.db,
      `WITH open AS (SELECT review_id, reason, details, created_at FROM review_reports WHERE status = 'open' AND review_id = ANY($1::uuid[]))
       SELECT o.review_id AS "reviewId", count(*)::int AS n,
              (SELECT jsonb_object_agg(reason, k) FROM (SELECT reason, count(*)::int AS k FROM open x WHERE x.review_id = o.review_id GROUP BY reason) g) AS reasons,
              array_agg(o.details ORDER BY o.created_at DESC) FILTER (WHERE o.details IS NOT NULL) AS details
         FROM open o GROUP BY o.review_id`,
      [reviewIds],
    );
  }

  /** Closes the review's open reports with a moderator's decision, in the caller's transaction. */
  async closeOpenForReview(manager: EntityManager, reviewId: string, status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    await manager.query(`UPDATE review_reports SET status = $2, closed_at = now(), decision_id = $3::bigint WHERE review_id = $1 AND status = 'open'`, [
      reviewId,
      status,
      decisionId,
    ]);
  }

  /**
   * The reports a person or business made lose their details (free text that may name them) and
   * who made them; reason, status and decision stay, the record behind the published figures.
   */
  async forgetReporter(manager: Querier, reporter: ({ userId: string } | { accountId: string }) & { email?: string }): Promise<void> {
    const forget = `details = NULL, sender_name = NULL, sender_email = NULL`;
    if ('userId' in reporter) {
      await manager.query(`UPDATE review_reports SET ${forget}, reporter_user_id = NULL WHERE reporter_user_id = $1`, [reporter.userId]);
    } else {
      await manager.query(`UPDATE review_reports SET ${forget}, reporter_account_id = NULL WHERE reporter_account_id = $1`, [reporter.accountId]);
    }
    // A visitor's notices that gave the erased account's address as their sender's: that address,
    // and the name beside it, go too (the notice and its decision stay).
    if (reporter.email) {
      // Their complaints through those notices' links keep their outcome, not the words they wrote.
      await manager.query(
        `UPDATE review_appeals SET statement = NULL
          WHERE notice_id IN (SELECT id FROM review_reports WHERE sender_kind = 'visitor' AND lower(sender_email) = lower($1))`,
        [reporter.email],
      );
      await manager.query(`UPDATE review_reports SET ${forget} WHERE sender_kind = 'visitor' AND lower(sender_email) = lower($1)`, [reporter.email]);
    }
  }
}
