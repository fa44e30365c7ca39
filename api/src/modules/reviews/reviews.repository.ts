import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { textBands } from '../signals/index.js';
import { reviewSelect, SELECT } from './review-select.js';

/** A review row joined with its author's and its company's names (reviewSelect): how every review is read to be answered. */
export interface ReviewRow {
  id: string;
  rating: number;
  title: string;
  content: string;
  topic: string | null;
  verified: boolean;
  invited: boolean;
  /** What the reviewer said they received for the review (review-disclosures.ts); null when not asked. */
  incentive: string | null;
  /** How the reviewer said they are connected to the company; null when not asked. */
  connection: string | null;
  /** Written through an invitation that offered something for reviewing. */
  incentiveOffered: boolean;
  /** The author's address is confirmed (users.email_verified_at). */
  authorEmailConfirmed: boolean;
  /** The day of the experience (YYYY-MM-DD) the reviewer gave; null on reviews written before it was asked. */
  experienceDate: string | null;
  replyContent: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
  /** The reply was hidden by a moderator. */
  replyHidden: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** When the author last changed what readers see (rating, title, text, topic); null if never. */
  editedAt: Date | null;
  /** How many earlier versions a rating change kept (review_versions). */
  earlierVersions: number;
  companyId: string;
  companyName: string;
  userId: string;
  firstName: string;
  lastName: string;
}

/** A hidden review with the decision that hid it (and when, in a moderator's page). */
export interface HiddenReviewRow extends ReviewRow {
  hiddenDecisionId: string;
}

/** A row of a moderator's page of hidden reviews: when each was hidden, too. */
export interface HiddenReviewPageRow extends HiddenReviewRow {
  hiddenAt: Date;
}

/** What readers saw before an edit: the version a rating change keeps (review_versions). */
export interface ReplacedVersion {
  rating: number;
  title: string;
  content: string;
  topic: string | null;
  /** When it was published: the review's writing, or the edit that made it. */
  writtenAt: Date;
}

/** A review as an edit left it, with whether its text changed and what it replaced. */
interface EditedReviewRow extends ReviewRow {
  textChanged: boolean;
  before: { rating: number; title: string; content: string; topic: string | null; writtenAt: string };
}

/** What an edit did: the review as it left it, whether its text changed, and the version it replaced. */
export interface ReviewEditResult {
  row: ReviewRow;
  textChanged: boolean;
  replaced: ReplacedVersion;
}

export interface LockedReview {
  id: string;
  userId: string;
  companyId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  verified: boolean;
  /** Hidden by a moderator: out of every public read and aggregate. */
  hidden: boolean;
  hiddenDecisionId: string | null;
  hasReply: boolean;
  /** The decision that hid the owner's reply, if one did. */
  replyHiddenDecisionId: string | null;
}

/** What an edit changes: each field absent is kept; a null topic removes it. */
export interface ReviewEdit {
  rating?: number;
  title?: string;
  content?: string;
  topic?: string | null;
  incentive?: string;
  connection?: string;
  experienceDate?: string;
}

/** A review's vote counters, as moving them answers them. */
export interface VoteCounts {
  helpfulCount: number;
  notHelpfulCount: number;
}

export interface NewReview {
  companyId: string;
  userId: string;
  rating: number;
  title: string;
  content: string;
  topic: string | null;
  verified: boolean;
  invited?: boolean;
  incentive?: string | null;
  connection?: string | null;
  incentiveOffered?: boolean;
  experienceDate?: string | null;
  /** The keyed hash of the client address it was written from (ClientKeys), for the same-address signal. */
  clientKey?: Buffer | null;
}

@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findRecent(limit: number): Promise<ReviewRow[]> {
    return queryRows<ReviewRow>(this.db, `${SELECT} WHERE r.hidden_at IS NULL ORDER BY r.created_at DESC, r.id DESC LIMIT $1`, [limit]);
  }

  findByAuthor(userId: string, offset: number, limit: number): Promise<ReviewRow[]> {
    return queryRows<ReviewRow>(
      this.db,
      `${SELECT} WHERE r.user_id = $1 AND r.hidden_at IS NULL ORDER BY r.created_at DESC, r.id DESC OFFSET $2 LIMIT $3`,
      [userId, offset, limit],
    );
  }

  findById(id: string, manager: Pick<EntityManager, 'query'> = this.db): Promise<ReviewRow | undefined> {
    return queryOne<ReviewRow>(manager, `${SELECT} WHERE r.id = $1`, [id]);
  }

  /** A page of a company's reviews for its owner: all, those awaiting a reply, or those replied to. */
  findForOwner(companyId: string, filter: 'all' | 'awaiting' | 'replied', offset: number, limit: number): Promise<ReviewRow[]> {
    const where = filter === 'awaiting' ? 'AND r.reply_created_at IS NULL' : filter === 'replied' ? 'AND r.reply_created_at IS NOT NULL' : '';
    return queryRows<ReviewRow>(
      this.db,
      `${SELECT} WHERE r.company_id = $1 AND r.hidden_at IS NULL ${where} ORDER BY r.created_at DESC, r.id DESC OFFSET $2 LIMIT $3`,
      [companyId, offset, limit],
    );
  }

  /** Writes or replaces the company's reply; the first reply's time is kept across edits. Removing it removes a moderator's hiding with it. */
  async setReply(manager: EntityManager, id: string, content: string | null): Promise<void> {
    if (content === null) {
      await manager.query(
        `UPDATE reviews SET reply_content = NULL, reply_created_at = NULL, reply_updated_at = NULL, reply_hidden_decision_id = NULL WHERE id = $1`,
        [id],
      );
      return;
    }
    await manager.query(
      `UPDATE reviews SET reply_content = $2, reply_created_at = coalesce(reply_created_at, now()), reply_updated_at = now() WHERE id = $1`,
      [id, content],
    );
  }

  /** Reviews by id, hidden ones included (moderation reads them); in no particular order. */
  findByIds(ids: string[]): Promise<ReviewRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<ReviewRow>(this.db, `${SELECT} WHERE r.id = ANY($1::uuid[])`, [ids]);
  }

  /** An author's hidden reviews with the decision that hid them, newest decision first. */
  findHiddenByAuthor(userId: string): Promise<HiddenReviewRow[]> {
    return queryRows<HiddenReviewRow>(
      this.db,
      `${reviewSelect('reviews', 'r.hidden_decision_id::text AS "hiddenDecisionId"')}
        WHERE r.user_id = $1 AND r.hidden_at IS NOT NULL ORDER BY r.hidden_at DESC`,
      [userId],
    );
  }

  /**
   * A page of the hidden reviews (of one company, if given), the most recently hidden first, with
   * the decision that hid each: the page's ids along reviews_hidden_idx (or
   * reviews_company_hidden_idx), then only those rows read and joined.
   */
  findHiddenPage(companyId: string | null, offset: number, limit: number): Promise<HiddenReviewPageRow[]> {
    return queryRows<HiddenReviewPageRow>(
      this.db,
      `WITH page AS (SELECT id, hidden_at FROM reviews WHERE hidden_at IS NOT NULL AND ($1::uuid IS NULL OR company_id = $1)
                      ORDER BY hidden_at DESC, id DESC OFFSET $2 LIMIT $3)
       ${reviewSelect('reviews', 'r.hidden_at AS "hiddenAt", r.hidden_decision_id::text AS "hiddenDecisionId"')}
        JOIN page p ON p.id = r.id ORDER BY p.hidden_at DESC, p.id DESC`,
      [companyId, offset, limit],
    );
  }

  /** How many reviews are hidden now (of one company, if given). */
  async countHidden(companyId: string | null): Promise<number> {
    const row = await queryOne<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM reviews WHERE hidden_at IS NOT NULL AND ($1::uuid IS NULL OR company_id = $1)`, [companyId]);
    return row?.n ?? 0;
  }

  /** Hides the reply by a moderator's decision, or shows it again (null). */
  async setReplyHidden(manager: EntityManager, id: string, decisionId: string | null): Promise<void> {
    await manager.query(`UPDATE reviews SET reply_hidden_decision_id = $2::bigint WHERE id = $1`, [id, decisionId]);
  }

  async setHidden(manager: EntityManager, id: string, decisionId: string | null): Promise<void> {
    await manager.query(
      `UPDATE reviews SET hidden_at = ${decisionId ? 'now()' : 'NULL'}, hidden_decision_id = $2::bigint WHERE id = $1`,
      [id, decisionId],
    );
  }

  /** Locks the review row for the rest of the transaction (edits, deletes and votes serialise on it). */
  lockForWrite(manager: EntityManager, id: string): Promise<LockedReview | undefined> {
    return queryOne<LockedReview>(
      manager,
      `SELECT id, user_id AS "userId", company_id AS "companyId", rating, verified, hidden_at IS NOT NULL AS hidden,
              hidden_decision_id::text AS "hiddenDecisionId", reply_content IS NOT NULL AS "hasReply",
              reply_hidden_decision_id::text AS "replyHiddenDecisionId"
         FROM reviews WHERE id = $1 FOR NO KEY UPDATE`,
      [id],
    );
  }

  /** Writes the review and answers it as read (one statement). */
  async insert(manager: EntityManager, r: NewReview): Promise<ReviewRow> {
    const row = await queryOne<ReviewRow>(
      manager,
      `WITH r AS (
         INSERT INTO reviews (company_id, user_id, rating, title, content, topic, verified, invited, client_key, text_bands, incentive, connection, incentive_offered, experience_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::date) RETURNING *)
       ${reviewSelect('r')}`,
      [
        r.companyId, r.userId, r.rating, r.title, r.content, r.topic, r.verified, r.invited ?? false, r.clientKey ?? null, textBands(r.content),
        r.incentive ?? null, r.connection ?? null, r.incentiveOffered ?? false, r.experienceDate ?? null,
      ],
    );
    return row!;
  }

  /**
   * Changes what an edit gives (absent: kept; a null topic removes it) and answers the review as
   * read, with whether its text changed and the version it replaced: one statement, whose `before`
   * reads the row as it was (the statement's snapshot precedes its own UPDATE). Rating and topic are
   * always set, so the running-totals trigger sees every edit. The stored bands are the text's:
   * kept with the text. An edit that changes nothing writes nothing (no trigger runs, `updated_at`
   * and `edited_at` stay): undefined. `keepsVersion` (the rating changes: ReviewsService) counts
   * the version the caller keeps (ReviewVersionsRepository.keep) in `earlier_versions`.
   */
  async update(manager: EntityManager, id: string, edit: ReviewEdit, keepsVersion: boolean): Promise<ReviewEditResult | undefined> {
    const newText = edit.content !== undefined;
    const row = await queryOne<EditedReviewRow>(
      manager,
      `WITH before AS (SELECT rating, title, content, topic, coalesce(edited_at, created_at) AS written_at FROM reviews WHERE id = $1),
       r AS (
         UPDATE reviews SET rating = coalesce($2::smallint, rating), title = coalesce($3::text, title), content = coalesce($4::text, content),
                topic = CASE WHEN $5::boolean THEN $6::text ELSE topic END,
                incentive = coalesce($8::text, incentive), connection = coalesce($9::text, connection),
                experience_date = coalesce($10::date, experience_date),
                text_bands = CASE WHEN $4::text IS NULL THEN text_bands ELSE $7::integer[] END, updated_at = now(), edited_at = now(),
                earlier_versions = earlier_versions + CASE WHEN $11::boolean THEN 1 ELSE 0 END
          WHERE id = $1
            AND (rating, title, content, topic, incentive, connection, experience_date) IS DISTINCT FROM
                (coalesce($2::smallint, rating), coalesce($3::text, title), coalesce($4::text, content), CASE WHEN $5::boolean THEN $6::text ELSE topic END,
                 coalesce($8::text, incentive), coalesce($9::text, connection), coalesce($10::date, experience_date))
          RETURNING *)
       ${reviewSelect(
         'r',
         `r.content IS DISTINCT FROM (SELECT content FROM before) AS "textChanged",
          (SELECT json_build_object('rating', b.rating, 'title', b.title, 'content', b.content, 'topic', b.topic, 'writtenAt', b.written_at) FROM before b) AS before`,
       )}`,
      [
        id, edit.rating ?? null, edit.title ?? null, edit.content ?? null, edit.topic !== undefined, edit.topic ?? null, newText ? textBands(edit.content!) : null,
        edit.incentive ?? null, edit.connection ?? null, edit.experienceDate ?? null, keepsVersion,
      ],
    );
    if (!row) return undefined;
    const { textChanged, before, ...review } = row;
    return { row: review, textChanged, replaced: { ...before, writtenAt: new Date(before.writtenAt) } };
  }

  /** Moves the review's vote counters by a vote's transition (votes/vote-state.ts) and answers the new counts. */
  async moveVoteCounts(manager: EntityManager, id: string, helpfulDelta: number, notHelpfulDelta: number): Promise<VoteCounts> {
    return (await queryOne<VoteCounts>(
      manager,
      `UPDATE reviews SET helpful_count = helpful_count + $2, not_helpful_count = not_helpful_count + $3
       WHERE id = $1 RETURNING helpful_count AS "helpfulCount", not_helpful_count AS "notHelpfulCount"`,
      [id, helpfulDelta, notHelpfulDelta],
    ))!;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM reviews WHERE id = $1`, [id]);
  }

  /** The author's confirmed address makes every review of theirs verified; answers the published ones it changed. */
  async markAuthorVerified(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `WITH changed AS (UPDATE reviews SET verified = true WHERE user_id = $1 AND verified = false RETURNING id, hidden_at)
       SELECT id FROM changed WHERE hidden_at IS NULL`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** Drops the client-address keys of reviews written more than `days` days ago; answers how many. */
  async forgetClientKeys(days: number): Promise<number> {
    const [, count] = (await this.db.query(
      `UPDATE reviews SET client_key = NULL WHERE client_key IS NOT NULL AND created_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return count;
  }

  /**
   * Everything a user wrote and cast goes, in the caller's transaction, set-based whatever their
   * number: the reviews they wrote or voted on are locked in id order, then the companies of theirs
   * (review, then company, as every writer does); their votes leave the other reviews' counters;
   * then their votes and reviews are deleted, so each review's deletion runs the triggers a single
   * deletion runs (running totals and TrustScore, highlights, withdrawn reports and signals, the
   * webhooks' queue, the hot reads' invalidation). Answers how many reviews and votes went.
   */
  async eraseAuthor(manager: EntityManager, userId: string): Promise<{ reviews: number; votes: number }> {
    await manager.query(
      `SELECT id FROM reviews WHERE user_id = $1 OR id IN (SELECT review_id FROM review_votes WHERE user_id = $1) ORDER BY id FOR NO KEY UPDATE`,
      [userId],
    );
    await manager.query(`SELECT id FROM companies WHERE id IN (SELECT company_id FROM reviews WHERE user_id = $1) ORDER BY id FOR NO KEY UPDATE`, [userId]);
    await manager.query(
      `UPDATE reviews r SET helpful_count = r.helpful_count - v.helpful, not_helpful_count = r.not_helpful_count - v.not_helpful
         FROM (SELECT review_id, count(*) FILTER (WHERE vote_type = 'helpful')::int AS helpful, count(*) FILTER (WHERE vote_type = 'not_helpful')::int AS not_helpful
                 FROM review_votes WHERE user_id = $1 GROUP BY review_id) v
        WHERE r.id = v.review_id AND r.user_id <> $1`,
      [userId],
    );
    const [, votes] = (await manager.query(`DELETE FROM review_votes WHERE user_id = $1`, [userId])) as [unknown, number];
    const [, reviews] = (await manager.query(`DELETE FROM reviews WHERE user_id = $1`, [userId])) as [unknown, number];
    return { reviews, votes };
  }
}
