import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne } from '../../../common/database/sql.js';
import type { VoteType } from './vote-state.js';

/** A review's vote counters. */
export interface VoteCounts {
  helpfulCount: number;
  notHelpfulCount: number;
}

@Injectable()
export class VotesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findVote(reviewId: string, userId: string, manager: Pick<EntityManager, 'query'> = this.db): Promise<VoteType | null> {
    const row = await queryOne<{ voteType: VoteType }>(
      manager,
      `SELECT vote_type AS "voteType" FROM review_votes WHERE review_id = $1 AND user_id = $2`,
      [reviewId, userId],
    );
    return row?.voteType ?? null;
  }

  async setVote(manager: EntityManager, reviewId: string, userId: string, vote: VoteType | null): Promise<void> {
    if (vote === null) {
      await manager.query(`DELETE FROM review_votes WHERE review_id = $1 AND user_id = $2`, [reviewId, userId]);
      return;
    }
    await manager.query(
      `INSERT INTO review_votes (review_id, user_id, vote_type) VALUES ($1, $2, $3)
       ON CONFLICT (review_id, user_id) DO UPDATE SET vote_type = EXCLUDED.vote_type, updated_at = now()`,
      [reviewId, userId, vote],
    );
  }

  /** Moves the review's counters by the transition's deltas and answers the new counts. */
  async applyCounts(manager: EntityManager, reviewId: string, helpfulDelta: number, notHelpfulDelta: number): Promise<VoteCounts> {
    return (await queryOne<VoteCounts>(
      manager,
      `UPDATE reviews SET helpful_count = helpful_count + $2, not_helpful_count = not_helpful_count + $3
       WHERE id = $1 RETURNING helpful_count AS "helpfulCount", not_helpful_count AS "notHelpfulCount"`,
      [reviewId, helpfulDelta, notHelpfulDelta],
    ))!;
  }
}
