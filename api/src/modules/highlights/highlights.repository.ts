import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { AspectMention } from './aspect-extraction.js';

/** A review as the highlights read it. */
export interface ReadableReview {
  id: string;
  companyId: string;
  companyName: string;
  title: string;
  content: string;
  rating: number;
  hidden: boolean;
  createdAt: Date;
}

/** A review's aspects, ready to be kept. */
export interface ReviewMentions {
  review: ReadableReview;
  mentions: AspectMention[];
}

/** An aspect of a company's page, with its quote (findTopAspects says which). */
export interface AspectRow {
  aspect: string;
  mentions: number;
  positive: number;
  negative: number;
  quoteReviewId: string;
  quote: string;
}

/** What the company's page stands on: whether the company exists, and how many of its visible reviews were read. */
export interface HighlightsBasisRow {
  reviews: number;
}

/** The kept rows of highlights (tables of migration 1766800000000); their totals are kept by its triggers. */
@Injectable()
export class HighlightsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Keeps the reviews' aspects, reviews that were already read left as they are (another
   * instance's backfill, or the review's own write, came first); answers how many were new.
   * Rows go in by company so concurrent writers take companies in one order.
   */
  async record(manager: EntityManager, items: ReviewMentions[]): Promise<number> {
    const sorted = [...items].sort((a, b) => compare(a.review.companyId, b.review.companyId) || compare(a.review.id, b.review.id));
    const fresh = await queryRows<{ reviewId: string }>(
      manager,
      `INSERT INTO highlight_reviews (review_id, company_id, visible)
       SELECT review_id, company_id, visible FROM unnest($1::uuid[], $2::uuid[], $3::boolean[]) WITH ORDINALITY AS r(review_id, company_id, visible, n) ORDER BY n
       ON CONFLICT (review_id) DO NOTHING
       RETURNING review_id AS "reviewId"`,
      [sorted.map((i) => i.review.id), sorted.map((i) => i.review.companyId), sorted.map((i) => !i.review.hidden)],
    ).then((rows) => new Set(rows.map((r) => r.reviewId)));
    await this.insertMentions(manager, sorted.filter((i) => fresh.has(i.review.id)));
    return fresh.size;
  }

  /** Replaces a review's aspects after an edit (keeps it read if it was not yet). */
  async replace(manager: EntityManager, item: ReviewMentions): Promise<void> {
    const { review } = item;
    await manager.query(
      `INSERT INTO highlight_reviews (review_id, company_id, visible) VALUES ($1, $2, $3) ON CONFLICT (review_id) DO NOTHING`,
      [review.id, review.companyId, !review.hidden],
    );
    await manager.query(`DELETE FROM highlight_mentions WHERE review_id = $1`, [review.id]);
    await this.insertMentions(manager, [item]);
  }

  /** A review hidden or restored: its mentions leave or rejoin the company's totals (by the triggers). */
  async setVisible(manager: EntityManager, reviewId: string, visible: boolean): Promise<void> {
    await manager.query(`UPDATE highlight_reviews SET visible = $2 WHERE review_id = $1 AND visible <> $2`, [reviewId, visible]);
    await manager.query(`UPDATE highlight_mentions SET visible = $2 WHERE review_id = $1 AND visible <> $2`, [reviewId, visible]);
  }

  private async insertMentions(manager: EntityManager, items: ReviewMentions[]): Promise<void> {
    const rows = items.flatMap(({ review, mentions }) => mentions.map((m) => ({ review, ...m })));
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO highlight_mentions (review_id, company_id, aspect, polarity, sentence, visible, review_created_at, review_rating, strength)
       SELECT review_id, company_id, aspect, polarity, sentence, visible, created_at, rating, strength
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::smallint[], $5::text[], $6::boolean[], $7::timestamptz[], $8::smallint[], $9::real[])
              WITH ORDINALITY AS m(review_id, company_id, aspect, polarity, sentence, visible, created_at, rating, strength, n)
        ORDER BY n`,
      [
        rows.map((r) => r.review.id),
        rows.map((r) => r.review.companyId),
        rows.map((r) => r.aspect),
        rows.map((r) => r.polarity),
        rows.map((r) => r.sentence),
        rows.map((r) => !r.review.hidden),
        rows.map((r) => r.review.createdAt),
        rows.map((r) => r.review.rating),
        rows.map((r) => r.strength),
      ],
    );
  }

  /**
   * Up to `limit` reviews not read yet, after `afterId` in id order, locked so that another
   * instance skips them and an edit or a moderator waits until they are read.
   */
  findUnread(manager: EntityManager, afterId: string, limit: number): Promise<ReadableReview[]> {
    return queryRows<ReadableReview>(
      manager,
      `SELECT r.id, r.company_id AS "companyId", c.name AS "companyName", r.title, r.content, r.rating,
              r.hidden_at IS NOT NULL AS hidden, r.created_at AS "createdAt"
         FROM reviews r JOIN companies c ON c.id = r.company_id
        WHERE r.id > $1 AND NOT EXISTS (SELECT 1 FROM highlight_reviews h WHERE h.review_id = r.id)
        ORDER BY r.id
        LIMIT $2
        FOR NO KEY UPDATE OF r SKIP LOCKED`,
      [afterId, limit],
    );
  }

  /** The company's basis: undefined when there is no such company. */
  findBasis(companyId: string): Promise<HighlightsBasisRow | undefined> {
    return queryOne<HighlightsBasisRow>(
      this.db,
      `SELECT coalesce(h.reviews, 0) AS reviews FROM companies c LEFT JOIN highlight_companies h ON h.company_id = c.id WHERE c.id = $1`,
      [companyId],
    );
  }

  /**
   * The company's most mentioned aspects (at least `minMentions` visible mentions, a third of them
   * with an opinion: the condition of highlight_aspects_top_idx), each with one quote a reader
   * agrees with: of the visible mentions of the polarity most of its mentions have, one whose
   * review's stars agree (4 or 5 for positive, 1 or 2 for negative) first, then the strongest,
   * then the newest; on a tie of positive and negative, the better of the two so ranked. One probe
   * of highlight_mentions_quote_idx per aspect, two on a tie.
   */
  findTopAspects(companyId: string, minMentions: number, limit: number): Promise<AspectRow[]> {
    return queryRows<AspectRow>(
      this.db,
      `SELECT a.aspect, a.mentions, a.positive, a.negative, q.review_id AS "quoteReviewId", q.sentence AS quote
         FROM (SELECT aspect, mentions, positive, negative FROM highlight_aspects
                WHERE company_id = $1 AND (positive + negative) * 3 >= mentions AND mentions >= $2
                ORDER BY mentions DESC, aspect LIMIT $3) a
         JOIN LATERAL (
           SELECT p.review_id, p.sentence
             FROM (VALUES (1::smallint), (-1::smallint)) AS v(polarity)
             CROSS JOIN LATERAL (
               SELECT m.review_id, m.sentence, m.rating_agrees, m.strength, m.review_created_at FROM highlight_mentions m
                WHERE m.company_id = $1 AND m.aspect = a.aspect AND m.polarity = v.polarity AND m.polarity <> 0 AND m.visible
                ORDER BY m.rating_agrees DESC, m.strength DESC, m.review_created_at DESC, m.review_id DESC LIMIT 1) p
            WHERE a.positive = a.negative OR v.polarity = sign(a.positive - a.negative)
            ORDER BY p.rating_agrees DESC, p.strength DESC, p.review_created_at DESC, p.review_id DESC
            LIMIT 1) q ON true
        ORDER BY a.mentions DESC, a.aspect`,
      [companyId, minMentions, limit],
    );
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
