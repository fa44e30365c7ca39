// The earlier versions of reviews (the review_versions table, this module's: migration
// 1767390000000): what readers saw before an edit changed the rating. One row per rating change,
// with that version's rating, title, text, topic, when it was published (written_at) and when the
// edit replaced it (replaced_at). A review's versions are deleted with it (ON DELETE CASCADE);
// while it is hidden, the public reads (ReviewsService.versions) answer none of them.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { queryRows } from '../../common/database/sql.js';
import type { ReplacedVersion } from './reviews.repository.js';

/** One earlier version of a review, as readers saw it until `replacedAt`. */
export interface ReviewVersionRow extends ReplacedVersion {
  reviewId: string;
  replacedAt: Date;
}

const VERSION_COLUMNS = `v.review_id AS "reviewId", v.rating, v.title, v.content, v.topic, v.written_at AS "writtenAt", v.replaced_at AS "replacedAt"`;

@Injectable()
export class ReviewVersionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Keeps the version an edit replaced, in the edit's transaction. */
  async keep(manager: EntityManager, reviewId: string, v: ReplacedVersion): Promise<void> {
    await manager.query(
      `INSERT INTO review_versions (review_id, rating, title, content, topic, written_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [reviewId, v.rating, v.title, v.content, v.topic, v.writtenAt],
    );
  }

  /** A review's earlier versions, the most recently replaced first (review_versions_review_idx). */
  findForReview(reviewId: string): Promise<ReviewVersionRow[]> {
    return queryRows<ReviewVersionRow>(
      this.db,
      `SELECT ${VERSION_COLUMNS} FROM review_versions v WHERE v.review_id = $1 ORDER BY v.replaced_at DESC, v.id DESC`,
      [reviewId],
    );
  }

  /**
   * Every earlier version of every review a user wrote, hidden reviews' too (the author's own
   * data: their export), by review and the most recently replaced first.
   */
  findByAuthor(userId: string): Promise<ReviewVersionRow[]> {
    return queryRows<ReviewVersionRow>(
      this.db,
      `SELECT ${VERSION_COLUMNS} FROM review_versions v JOIN reviews r ON r.id = v.review_id
        WHERE r.user_id = $1 ORDER BY v.review_id, v.replaced_at DESC, v.id DESC`,
      [userId],
    );
  }
}
