// Signal clusters: the open signals of one kind on one company's reviews (a burst, a new-account
// cluster or one address raises the same signal on many reviews at once), read and closed as one.
// The signals module owns review_signals; closing a cluster is a moderator's decision, which
// moderation makes through SignalsService (lockCluster, then dismissCluster) in its transaction.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/database/sql.js';
import type { Signal } from './review-signals.js';

export interface ClusterRow {
  signal: Signal;
  n: number;
  first: Date;
  last: Date;
}

const DISMISS_CHUNK = 250;

/** Along review_signals_open_company_idx (company, kind, time) WHERE open: one index range each. */
@Injectable()
export class SignalClustersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The company's open signals by kind, the largest cluster first. */
  findOpenForCompany(companyId: string): Promise<ClusterRow[]> {
    return queryRows<ClusterRow>(
      this.db,
      `SELECT signal, count(*)::int AS n, min(created_at) AS first, max(created_at) AS last
         FROM review_signals WHERE status = 'open' AND company_id = $1 GROUP BY signal ORDER BY n DESC, signal`,
      [companyId],
    );
  }

  /**
   * The reviews of a cluster's open signals raised up to `upTo` (if given, to the millisecond: the
   * time a moderator saw, in JSON, has no microseconds), the first raised first, at most `limit`;
   * answered in id order, in the caller's transaction, before they are locked.
   */
  async findReviewIds(manager: EntityManager, companyId: string, signal: Signal, upTo: Date | null, limit: number): Promise<string[]> {
    const rows = await queryRows<{ reviewId: string }>(
      manager,
      `SELECT review_id AS "reviewId" FROM (
         SELECT review_id FROM review_signals
          WHERE status = 'open' AND company_id = $1 AND signal = $2 AND ($3::timestamptz IS NULL OR created_at < $3::timestamptz + interval '1 millisecond')
          ORDER BY created_at, review_id LIMIT $4) s
        ORDER BY review_id`,
      [companyId, signal, upTo, limit],
    );
    return rows.map((r) => r.reviewId);
  }

  /** Which of these reviews the user wrote (nobody decides about their own). */
  async findReviewsBy(manager: EntityManager, reviewIds: string[], userId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(manager, `SELECT id FROM reviews WHERE id = ANY($1::uuid[]) AND user_id = $2`, [reviewIds, userId]);
    return rows.map((r) => r.id);
  }

  /**
   * Locks the cluster's signals on these (already locked) reviews that are still open, and answers
   * their reviews: a signal another moderator closed meanwhile is not closed twice.
   */
  async lockOpen(manager: EntityManager, companyId: string, signal: Signal, reviewIds: string[]): Promise<string[]> {
    const rows = await queryRows<{ reviewId: string }>(
      manager,
      `SELECT review_id AS "reviewId" FROM review_signals
        WHERE status = 'open' AND company_id = $1 AND signal = $2 AND review_id = ANY($3::uuid[]) ORDER BY review_id FOR UPDATE`,
      [companyId, signal, reviewIds],
    );
    return rows.map((r) => r.reviewId);
  }

  /**
   * Closes those signals with the decision, in the caller's transaction. Each closed signal
   * unflags its review and moves its company's ranking sums, row by row (triggers); for one
   * company that is one company row updated again and again, which grows faster than the
   * cluster (1,000 signals about 1.5 s, 2,000 about 3 s on the bench). Statements of
   * DISMISS_CHUNK rows keep each one far below the statement timeout whatever the cluster's size.
   */
  async dismiss(manager: EntityManager, signal: Signal, reviewIds: string[], decisionId: string): Promise<void> {
    for (let i = 0; i < reviewIds.length; i += DISMISS_CHUNK) {
      await manager.query(
        `UPDATE review_signals SET status = 'dismissed', closed_at = now(), decision_id = $3::bigint
          WHERE signal = $1 AND review_id = ANY($2::uuid[]) AND status = 'open'`,
        [signal, reviewIds.slice(i, i + DISMISS_CHUNK), decisionId],
      );
    }
  }
}
