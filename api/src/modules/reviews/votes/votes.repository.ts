import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne } from '../../../common/database/sql.js';
import type { VoteType } from './vote-state.js';

/** The review_votes rows; the counters on the review they move are written by ReviewsRepository.moveVoteCounts. */
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
}
