// review_appeals: an author's appeal against the decision that hid their review, and its outcome.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../../common/database/sql.js';

export type AppealStatus = 'open' | 'upheld' | 'overturned';

export interface OpenAppealRow {
  id: string;
  statement: string;
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
  reviewId: string;
  decisionId: string;
  status: AppealStatus;
}

@Injectable()
export class AppealsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Files an appeal; a second one against the same decision is a unique violation the caller answers. */
  async insert(manager: EntityManager, reviewId: string, userId: string, decisionId: string | null, statement: string): Promise<string> {
    const row = await queryOne<{ id: string }>(
      manager,
      `INSERT INTO review_appeals (review_id, user_id, decision_id, statement) VALUES ($1, $2, $3::bigint, $4) RETURNING id`,
      [reviewId, userId, decisionId, statement],
    );
    return row!.id;
  }

  /** The state of the appeal against each of these decisions (those appealed only). */
  findStatusesByDecisions(decisionIds: string[]): Promise<AppealStatusRow[]> {
    return queryRows<AppealStatusRow>(
      this.db,
      `SELECT decision_id::text AS "decisionId", status FROM review_appeals WHERE decision_id = ANY($1::bigint[])`,
      [decisionIds],
    );
  }

  /** Open appeals, oldest first, at most 100. */
  findOpenOldestFirst(): Promise<OpenAppealRow[]> {
    return queryRows<OpenAppealRow>(
      this.db,
      `SELECT id, statement, created_at AS "createdAt", review_id AS "reviewId", decision_id::text AS "decisionId"
         FROM review_appeals WHERE status = 'open' ORDER BY created_at, id LIMIT 100`,
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
      `SELECT id, review_id AS "reviewId", decision_id::text AS "decisionId", status FROM review_appeals WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  async recordOutcome(manager: EntityManager, id: string, outcome: 'upheld' | 'overturned', outcomeDecisionId: string): Promise<void> {
    await manager.query(`UPDATE review_appeals SET status = $2, outcome_decision_id = $3::bigint, decided_at = now() WHERE id = $1`, [id, outcome, outcomeDecisionId]);
  }

  /** A restored review's open appeal against the decision that hid it is overturned by the restore. */
  async overturnOpenAgainst(manager: EntityManager, decisionId: string | null, outcomeDecisionId: string): Promise<void> {
    await manager.query(
      `UPDATE review_appeals SET status = 'overturned', outcome_decision_id = $2::bigint, decided_at = now() WHERE decision_id = $1::bigint AND status = 'open'`,
      [decisionId, outcomeDecisionId],
    );
  }

  /** The author's appeals stay (their outcomes are counted and audited) without them or the statement they wrote. */
  async forgetAppellant(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE review_appeals SET user_id = NULL, statement = NULL WHERE user_id = $1`, [userId]);
  }
}
