import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { AspectMention } from './aspect-extraction.js';

/** A review as the highlights read it: what its aspects are read from, and its company (the order rows are written in). */
export interface ReadableReview {
  id: string;
  companyId: string;
  companyName: string;
  title: string;
  content: string;
}

/** A review the backfill claimed, with the fingerprint of its words then (recordUnread keeps it only if they are unchanged). */
export interface UnreadReview extends ReadableReview {
  fingerprint: string;
}

/** One review claimed to be read at once (claimOne): released if it cannot be read, while the claim is still this one. */
export interface ClaimedReview extends UnreadReview {
  /** The claim's end, as text: all of its microseconds, to compare with the stored one. */
  claimedUntil: string;
}

/** A claimed entry of the unread queue: its review, or nulls where the review was deleted. */
interface ClaimedUnreadRow extends UnreadReview {
  claimedId: string;
}

/** A batch the backfill claimed: its last id (where the next starts), its reviews, and those deleted since they were queued. */
export interface ClaimedBatch {
  last: string | undefined;
  reviews: UnreadReview[];
  gone: string[];
}

/** A review's aspects, ready to be kept. */
export interface ReviewMentions<R extends ReadableReview = ReadableReview> {
  review: R;
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

/** The kept rows of highlights (tables of migration 1766800000000); what follows from the reviews themselves (unread, visible, the totals) is kept by the triggers of database/sql/review-highlights.sql. */
@Injectable()
export class HighlightsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Keeps what was read of one review claimed by claimOne, in a short transaction of its own,
   * if its words are still those read; answers whether it was kept (a review the backfill read
   * meanwhile is left as it is). Locks as every writer of a review does: the review first, then
   * (the triggers of what is kept) its company; it waits for a writer holding the review, whose
   * edit, if it changes the words, leaves the review unread again for its own reading.
   */
  async recordRead(manager: EntityManager, item: ReviewMentions<UnreadReview>): Promise<boolean> {
    const current = await queryOne<{ id: string }>(manager, `SELECT r.id FROM reviews r WHERE r.id = $1 AND ${FINGERPRINT} = $2 FOR SHARE`, [
      item.review.id,
      item.review.fingerprint,
    ]);
    return current !== undefined && (await this.keep(manager, [item])) > 0;
  }

  /**
   * The backfill's write, in a short transaction of its own: keeps the aspects of those of the
   * claimed reviews whose words are still what was read; reviews already read are left as they
   * are, and those `gone` (deleted before they were read) leave the queue. Answers how many were
   * new. The companies are locked first, in one order, then the reviews, skipping any another
   * transaction holds (left for a later run): every writer takes a review before its company, so
   * the backfill never waits for a review while holding a company (a moderator's decision over
   * several reviews would deadlock against it). Until commit a review kept here cannot be hidden;
   * once it is, the trigger moves the rows kept here.
   */
  async recordUnread(manager: EntityManager, items: ReviewMentions<UnreadReview>[], gone: string[] = []): Promise<number> {
    if (gone.length > 0) await manager.query(`DELETE FROM highlight_unread WHERE review_id = ANY($1::uuid[])`, [gone]);
    if (items.length === 0) return 0;
    await manager.query(`SELECT 1 FROM companies WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [[...new Set(items.map((i) => i.review.companyId))]]);
    const unchanged = await queryRows<{ id: string }>(
      manager,
      `SELECT r.id FROM reviews r JOIN unnest($1::uuid[], $2::text[]) AS x(id, fingerprint) ON x.id = r.id
        WHERE ${FINGERPRINT} = x.fingerprint
        FOR SHARE OF r SKIP LOCKED`,
      [items.map((i) => i.review.id), items.map((i) => i.review.fingerprint)],
    ).then((rows) => new Set(rows.map((r) => r.id)));
    return this.keep(manager, items.filter((i) => unchanged.has(i.review.id)));
  }

  /**
   * Marks the reviews read and keeps the aspects of those not read before (a review's words
   * changed leave it unread again: the reviews trigger takes its rows away); answers how many were new. Whether a review is visible, its
   * company, date and stars come from its row, which the caller's transaction holds: the reviews
   * trigger keeps visibility from then on. Rows go in by company so writers take companies in one order.
   */
  private async keep(manager: EntityManager, items: ReviewMentions[]): Promise<number> {
    if (items.length === 0) return 0;
    const sorted = [...items].sort((a, b) => compare(a.review.companyId, b.review.companyId) || compare(a.review.id, b.review.id));
    const ids = sorted.map((i) => i.review.id);
    const fresh = await queryRows<{ reviewId: string }>(
      manager,
      `INSERT INTO highlight_reviews (review_id, company_id, visible)
       SELECT r.id, r.company_id, r.hidden_at IS NULL FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, n) JOIN reviews r ON r.id = x.id ORDER BY x.n
       ON CONFLICT (review_id) DO NOTHING
       RETURNING review_id AS "reviewId"`,
      [ids],
    ).then((rows) => new Set(rows.map((r) => r.reviewId)));
    await this.insertMentions(manager, sorted.filter((i) => fresh.has(i.review.id)));
    await manager.query(`DELETE FROM highlight_unread WHERE review_id = ANY($1::uuid[])`, [ids]);
    return fresh.size;
  }

  private async insertMentions(manager: EntityManager, items: ReviewMentions[]): Promise<void> {
    const rows = items.flatMap(({ review, mentions }) => mentions.map((m) => ({ reviewId: review.id, ...m })));
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO highlight_mentions (review_id, company_id, aspect, polarity, sentence, visible, review_created_at, review_rating, strength)
       SELECT r.id, r.company_id, m.aspect, m.polarity, m.sentence, r.hidden_at IS NULL, r.created_at, r.rating, m.strength
         FROM unnest($1::uuid[], $2::text[], $3::smallint[], $4::text[], $5::real[]) WITH ORDINALITY AS m(review_id, aspect, polarity, sentence, strength, n)
         JOIN reviews r ON r.id = m.review_id
        ORDER BY m.n`,
      [rows.map((r) => r.reviewId), rows.map((r) => r.aspect), rows.map((r) => r.polarity), rows.map((r) => r.sentence), rows.map((r) => r.strength)],
    );
  }

  /**
   * Claims up to `limit` unread reviews after `afterId` in id order, in one statement of its own
   * (no lock outlives it): another backfill skips them for CLAIM_SECONDS, time enough to read them
   * and keep what recordUnread keeps; what it does not keep is claimed again by a later run. Along
   * highlight_unread's key both times (an array, not IN, which let the planner scan the whole
   * queue), so a claim costs the same at a million unread, and one probe of an empty index once
   * everything is read.
   * `gone` are reviews deleted before they were read (recordUnread drops them).
   */
  async claimUnread(afterId: string, limit: number): Promise<ClaimedBatch> {
    const rows = await queryRows<ClaimedUnreadRow>(
      this.db,
      `WITH claimed AS (
         UPDATE highlight_unread u SET claimed_until = now() + make_interval(secs => $3)
          WHERE u.review_id = ANY (ARRAY(SELECT review_id FROM highlight_unread
                                          WHERE review_id > $1 AND (claimed_until IS NULL OR claimed_until < now())
                                          ORDER BY review_id LIMIT $2 FOR UPDATE SKIP LOCKED))
         RETURNING u.review_id)
       SELECT claimed.review_id AS "claimedId", r.id, r.company_id AS "companyId", c.name AS "companyName", r.title, r.content,
              ${FINGERPRINT} AS fingerprint
         FROM claimed LEFT JOIN reviews r ON r.id = claimed.review_id LEFT JOIN companies c ON c.id = r.company_id
        ORDER BY claimed.review_id`,
      [afterId, limit, CLAIM_SECONDS],
    );
    return {
      last: rows.at(-1)?.claimedId,
      reviews: rows.filter((r) => r.id !== null).map(({ claimedId: _, ...review }) => review),
      gone: rows.filter((r) => r.id === null).map((r) => r.claimedId),
    };
  }

  /**
   * Claims one review of the unread queue to read it now (the API wrote or edited it), as
   * claimUnread claims a batch; undefined when it is not there (read already, or its words did not
   * change) or another reader holds it. A review deleted meanwhile stays claimed, for the backfill
   * to drop.
   */
  claimOne(reviewId: string): Promise<ClaimedReview | undefined> {
    return queryOne<ClaimedReview>(
      this.db,
      `WITH claimed AS (
         UPDATE highlight_unread SET claimed_until = now() + make_interval(secs => $2)
          WHERE review_id = $1 AND (claimed_until IS NULL OR claimed_until < now())
         RETURNING review_id, claimed_until)
       SELECT r.id, r.company_id AS "companyId", c.name AS "companyName", r.title, r.content, ${FINGERPRINT} AS fingerprint,
              claimed.claimed_until::text AS "claimedUntil"
         FROM claimed JOIN reviews r ON r.id = claimed.review_id JOIN companies c ON c.id = r.company_id`,
      [reviewId, CLAIM_SECONDS],
    );
  }

  /** Gives back a claim of claimOne that was not read (the next backfill reads the review), unless another has claimed it since. */
  async release(claim: ClaimedReview): Promise<void> {
    await this.db.query(`UPDATE highlight_unread SET claimed_until = NULL WHERE review_id = $1 AND claimed_until = $2::timestamptz`, [claim.id, claim.claimedUntil]);
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
/** What a review's aspects are read from, as one value: the claimed review is kept only if it is unchanged. */
const FINGERPRINT = `md5(length(r.title) || ':' || r.title || r.content)`;
/** How long a claimed review is left to the backfill that claimed it. */
const CLAIM_SECONDS = 300;
