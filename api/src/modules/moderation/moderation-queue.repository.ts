// The moderators' queues as a whole: reads across reports, signals, appeals, claims, reviews, plan requests and names to check (it writes nothing).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** What puts a review on the moderators' queue: its open reports and open fake-review signals. */
const OPEN_QUEUE_ENTRIES = `SELECT review_id, created_at FROM review_reports WHERE status = 'open'
  UNION ALL SELECT review_id, created_at FROM review_signals WHERE status = 'open'`;

export interface QueueSizes {
  reportedReviews: number;
  flaggedReviews: number;
  queuedReviews: number;
  openAppeals: number;
  pendingClaims: number;
  hiddenReviews: number;
  planRequests: number;
  uncheckedNames: number;
}

@Injectable()
export class ModerationQueueRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How much waits in each queue, in one statement. */
  sizes(): Promise<QueueSizes | undefined> {
    return queryOne<QueueSizes>(
      this.db,
      `SELECT (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'open') AS "reportedReviews",
              (SELECT count(DISTINCT review_id)::int FROM review_signals WHERE status = 'open') AS "flaggedReviews",
              (SELECT count(DISTINCT review_id)::int FROM (${OPEN_QUEUE_ENTRIES}) q) AS "queuedReviews",
              (SELECT count(*)::int FROM review_appeals WHERE status = 'open') AS "openAppeals",
              (SELECT count(*)::int FROM company_claims WHERE status = 'pending') AS "pendingClaims",
              (SELECT count(*)::int FROM reviews WHERE hidden_at IS NOT NULL) AS "hiddenReviews",
              (SELECT count(*)::int FROM business_accounts WHERE requested_plan IS NOT NULL) AS "planRequests",
              (SELECT count(*)::int FROM companies WHERE name_checked_at IS NULL) AS "uncheckedNames"`,
    );
  }

  /** A page of the queued reviews, the longest waiting first, with when each began to wait. */
  findPageLongestWaiting(offset: number, limit: number): Promise<{ review_id: string; first: Date }[]> {
    return queryRows<{ review_id: string; first: Date }>(
      this.db,
      `SELECT review_id, min(created_at) AS first FROM (${OPEN_QUEUE_ENTRIES}) o GROUP BY review_id ORDER BY min(created_at), review_id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  async countQueuedReviews(): Promise<number> {
    const row = await queryOne<{ n: number }>(this.db, `SELECT count(DISTINCT review_id)::int AS n FROM (${OPEN_QUEUE_ENTRIES}) o`);
    return row?.n ?? 0;
  }
}
