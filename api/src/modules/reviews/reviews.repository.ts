import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { textBands } from '../signals/text-bands.js';
import type { ReviewRow } from './dto/review-response.dto.js';

const SELECT = `SELECT r.id, r.rating, r.title, r.content, r.topic, r.verified, r.invited, r.reply_content, r.reply_created_at, r.reply_updated_at,
    r.reply_hidden_decision_id IS NOT NULL AS reply_hidden,
    r.helpful_count, r.not_helpful_count, r.hidden_at IS NOT NULL AS hidden,
    r.created_at, r.updated_at, r.company_id, c.name AS company_name, r.user_id, u.first_name, u.last_name
  FROM reviews r
  JOIN users u ON u.id = r.user_id
  JOIN companies c ON c.id = r.company_id`;

export interface LockedReview {
  id: string;
  user_id: string;
  company_id: string;
  rating: 1 | 2 | 3 | 4 | 5;
  verified: boolean;
  /** Hidden by a moderator: out of every public read and aggregate. */
  hidden: boolean;
  hidden_decision_id: string | null;
  has_reply: boolean;
  /** The decision that hid the owner's reply, if one did. */
  reply_hidden_decision_id: string | null;
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
  /** The keyed hash of the client address it was written from (ClientKeys), for the same-address signal. */
  clientKey?: Buffer | null;
}

/** Which of a company's published reviews a filtered page reads (issue 17: every review, not the loaded ones). */
export interface CompanyReviewFilter {
  /** Exactly this many stars. */
  rating?: number;
  verifiedOnly?: boolean;
  /** A parsed, non-empty tsquery (parseReviewSearch): the reviews whose title or text match it. */
  tsquery?: string;
}

/** The orders one index gives directly; highest and lowest are rating groups of 'newest' (see company-review-pages.ts). */
export type CompanyReviewOrder = 'newest' | 'oldest' | 'helpful';

// Each order along its index (migration 1766100000000): with the filter's columns equal, the
// index walks in exactly this order, so a page reads its entries and stops.
const orderColumns: Record<CompanyReviewOrder, string> = { newest: 'id, created_at', oldest: 'id, created_at', helpful: 'id, helpful_count, created_at' };
const companyReviewOrder = (order: CompanyReviewOrder, alias = ''): string =>
  ({
    newest: `${alias}created_at DESC, ${alias}id DESC`,
    oldest: `${alias}created_at, ${alias}id`,
    helpful: `${alias}helpful_count DESC, ${alias}created_at DESC, ${alias}id DESC`,
  })[order];

@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of a company's reviews, newest first, read along reviews_company_created_idx. */
  /**
   * A page of the company's published reviews, newest first. The page's ids are found first along
   * reviews_company_created_idx alone (an index-only scan: a deep offset skips index entries, not
   * rows and their authors), then only those rows are read and joined.
   */
  findPublishedForCompany(companyId: string, offset: number, limit: number): Promise<ReviewRow[]> {
    return queryRows<ReviewRow>(
      this.db,
      `WITH page AS (SELECT id, created_at FROM reviews WHERE company_id = $1 AND hidden_at IS NULL ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3)
       ${SELECT} JOIN page p ON p.id = r.id ORDER BY p.created_at DESC, p.id DESC`,
      [companyId, offset, limit],
    );
  }

  /**
   * The ids of one page of a company's published reviews with a filter, in an index order:
   * index-only along the partial index of that filter and order, so an offset skips index
   * entries, never rows. No keywords here (findMatchingCompanyReviewIds).
   */
  findCompanyReviewIds(companyId: string, filter: CompanyReviewFilter, order: CompanyReviewOrder, offset: number, limit: number): Promise<string[]> {
    const { where, params } = companyReviewWhere(companyId, filter);
    return queryRows<{ id: string }>(
      this.db,
      `SELECT id FROM reviews WHERE ${where} ORDER BY ${companyReviewOrder(order)} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    ).then((rows) => rows.map((r) => r.id));
  }

  /** How many reviews a filter (no keywords) keeps, counting at most `cap` index entries: enough to skip a group an offset passes over. */
  async countCompanyReviewsUpTo(companyId: string, filter: CompanyReviewFilter, cap: number): Promise<number> {
    const { where, params } = companyReviewWhere(companyId, filter);
    const row = await queryOne<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM reviews WHERE ${where} LIMIT $${params.length + 1}) t`,
      [...params, cap],
    );
    return row?.n ?? 0;
  }

  /** The text-search query of a reviewer's words (websearch syntax: "a phrase", or, -word); null when no word is searchable (only stop words). */
  async parseReviewSearch(text: string): Promise<string | null> {
    const row = await queryOne<{ q: string; n: number }>(
      this.db,
      `SELECT q::text AS q, numnode(q) AS n FROM websearch_to_tsquery('english', $1) AS q`,
      [text],
    );
    return row && row.n > 0 ? row.q : null;
  }

  /**
   * The ids of one page of a company's reviews matching keywords, in an index order. Two ways
   * there, each cheap where the other is not: take every match along the keyword indexes and sort
   * them (cheap for a rare word, ruinous for one in every third review), or walk the order's index
   * testing each review until the page is full (the reverse). Either is bounded: with a view of N
   * reviews and a page that needs n matches, bound = sqrt(n·N); the matches are taken first when
   * the planner expects at most bound of them (at most 2·bound read, else the walk), or when there
   * turn out to be at most 2·n; otherwise the walk goes at most 2·bound reviews before it takes
   * the matches instead (then fewer than n per 2·bound reviews match: about bound/2 of them).
   */
  async findMatchingCompanyReviewIds(
    companyId: string,
    filter: CompanyReviewFilter & { tsquery: string },
    order: CompanyReviewOrder,
    offset: number,
    limit: number,
    viewSize: number,
  ): Promise<string[]> {
    const need = offset + limit;
    const bound = Math.max(500, Math.ceil(Math.sqrt(need * Math.max(viewSize, 1))));
    const matching = companyReviewWhere(companyId, filter);
    const estimate = await queryOne<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
      this.db,
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM reviews WHERE ${matching.where}`,
      matching.params,
    );
    const expected = estimate?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
    // Expected few: take them (at most 2·bound). Expected many: still look first whether there are
    // barely more than the page needs (the estimate takes words and stars as independent, and a
    // word of complaints may be in no 5-star review), which costs at most 2·need reads.
    const few = await this.matchesInOrder(matching, order, offset, limit, expected <= bound ? 2 * bound : 2 * need);
    if (few) return few;
    const { where, params } = companyReviewWhere(companyId, { ...filter, tsquery: undefined });
    // Streams: the walk stops at the page's last match, or after the budget.
    const walked = await queryRows<{ id: string }>(
      this.db,
      `SELECT id FROM (
         SELECT ${orderColumns[order]}, search_vector @@ $${params.length + 1}::tsquery AS hit
           FROM reviews WHERE ${where} ORDER BY ${companyReviewOrder(order)} LIMIT $${params.length + 2}) w
        WHERE hit ORDER BY ${companyReviewOrder(order)} LIMIT $${params.length + 3}`,
      [...params, filter.tsquery, 2 * bound, need],
    );
    if (walked.length >= need || (await this.countCompanyReviewsUpTo(companyId, { ...filter, tsquery: undefined }, 2 * bound)) < 2 * bound) {
      return walked.slice(offset).map((r) => r.id);
    }
    return (await this.matchesInOrder(matching, order, offset, limit))!;
  }

  /**
   * Every match along the keyword indexes (MATERIALIZED: the matches first, never a walk), then
   * the order; null when there are more than `cap` (then walking is cheaper).
   */
  private async matchesInOrder(
    matching: { where: string; params: unknown[] },
    order: CompanyReviewOrder,
    offset: number,
    limit: number,
    cap?: number,
  ): Promise<string[] | null> {
    const n = matching.params.length;
    const row = await queryOne<{ total: number; ids: string[] }>(
      this.db,
      `WITH m AS MATERIALIZED (SELECT ${orderColumns[order]} FROM reviews WHERE ${matching.where} ${cap === undefined ? '' : `LIMIT $${n + 3}`})
       SELECT (SELECT count(*)::int FROM m) AS total,
              array(SELECT id FROM m ORDER BY ${companyReviewOrder(order)} OFFSET $${n + 1} LIMIT $${n + 2})::text[] AS ids`,
      [...matching.params, offset, limit, ...(cap === undefined ? [] : [cap + 1])],
    );
    if (!row || (cap !== undefined && row.total > cap)) return null;
    return row.ids;
  }

  /** Published reviews by id, in the order of the ids (a page found by id first). */
  findPublishedInOrder(ids: string[]): Promise<ReviewRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<ReviewRow>(
      this.db,
      `WITH page AS (SELECT id, n FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n))
       ${SELECT} JOIN page p ON p.id = r.id WHERE r.hidden_at IS NULL ORDER BY p.n`,
      [ids],
    );
  }

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
  findHiddenByAuthor(userId: string): Promise<(ReviewRow & { hidden_decision_id: string })[]> {
    return queryRows(
      this.db,
      `${SELECT.replace('r.hidden_at IS NOT NULL AS hidden,', 'r.hidden_at IS NOT NULL AS hidden, r.hidden_decision_id::text AS hidden_decision_id,')}
        WHERE r.user_id = $1 AND r.hidden_at IS NOT NULL ORDER BY r.hidden_at DESC`,
      [userId],
    );
  }

  /**
   * A page of the hidden reviews (of one company, if given), the most recently hidden first, with
   * the decision that hid each: the page's ids along reviews_hidden_idx (or
   * reviews_company_hidden_idx), then only those rows read and joined.
   */
  findHiddenPage(companyId: string | null, offset: number, limit: number): Promise<(ReviewRow & { hidden_decision_id: string; hidden_at: Date })[]> {
    return queryRows(
      this.db,
      `WITH page AS (SELECT id, hidden_at FROM reviews WHERE hidden_at IS NOT NULL AND ($1::uuid IS NULL OR company_id = $1)
                      ORDER BY hidden_at DESC, id DESC OFFSET $2 LIMIT $3)
       ${SELECT.replace('r.hidden_at IS NOT NULL AS hidden,', 'r.hidden_at IS NOT NULL AS hidden, r.hidden_at, r.hidden_decision_id::text AS hidden_decision_id,')}
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
      `SELECT id, user_id, company_id, rating, verified, hidden_at IS NOT NULL AS hidden, hidden_decision_id::text AS hidden_decision_id,
              reply_content IS NOT NULL AS has_reply, reply_hidden_decision_id::text AS reply_hidden_decision_id
         FROM reviews WHERE id = $1 FOR NO KEY UPDATE`,
      [id],
    );
  }

  async insert(manager: EntityManager, r: NewReview): Promise<string> {
    const row = await queryOne<{ id: string }>(
      manager,
      `INSERT INTO reviews (company_id, user_id, rating, title, content, topic, verified, invited, client_key, text_bands)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [r.companyId, r.userId, r.rating, r.title, r.content, r.topic, r.verified, r.invited ?? false, r.clientKey ?? null, textBands(r.content)],
    );
    return row!.id;
  }

  async update(manager: EntityManager, id: string, r: { rating: number; title: string; content: string; topic: string | null }): Promise<void> {
    await manager.query(
      `UPDATE reviews SET rating = $2, title = $3, content = $4, topic = $5, text_bands = $6, updated_at = now() WHERE id = $1`,
      [id, r.rating, r.title, r.content, r.topic, textBands(r.content)],
    );
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM reviews WHERE id = $1`, [id]);
  }
}

/** The WHERE clause of a company's published reviews under a filter, written so the planner matches its partial index. */
function companyReviewWhere(companyId: string, filter: CompanyReviewFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  let where = 'company_id = $1 AND hidden_at IS NULL';
  // A literal star (a whole number 1 to 5), so the planner can choose that star's partial keyword index.
  if (filter.rating !== undefined) {
    if (!Number.isInteger(filter.rating) || filter.rating < 1 || filter.rating > 5) throw new Error(`No such rating: ${filter.rating}`);
    where += ` AND rating = ${filter.rating}`;
  }
  // Literally "verified", the predicate of the verified-only indexes.
  if (filter.verifiedOnly) where += ' AND verified';
  if (filter.tsquery !== undefined) {
    params.push(filter.tsquery);
    where += ` AND search_vector @@ $${params.length}::tsquery`;
  }
  return { where, params };
}
