import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { ReviewRow } from './reviews.repository.js';
import { SELECT } from './review-select.js';

/** Which of a company's published reviews a filtered page reads: all of them in the database, not only the ones a page has loaded. */
export interface CompanyReviewFilter {
  /** Exactly this many stars. */
  rating?: number;
  verifiedOnly?: boolean;
  /** Filed under this topic (one of REVIEW_TOPICS, checked by the query's DTO). */
  topic?: string;
  /** A parsed, non-empty tsquery (parseReviewSearch): the reviews whose title or text match it. */
  tsquery?: string;
}

/** A reviewer's words as a text-search query (q), with how many nodes it has (n: none when only stop words). */
export interface ReviewSearchRow {
  q: string;
  n: number;
}

/** What EXPLAIN (FORMAT JSON) answers: the plan, with the rows the planner expects. */
export interface QueryPlanRow {
  'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
}

/** How many reviews match, and the ids of one page of them. */
export interface MatchesPageRow {
  total: number;
  ids: string[];
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

/**
 * The reads of a company page's reviews (CompanyReviewsService): a page of the newest, and the filtered, sorted and
 * searched pages over every published review of the company, each along an index (no scans).
 */
@Injectable()
export class CompanyReviewsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
    const row = await queryOne<ReviewSearchRow>(
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
    const estimate = await queryOne<QueryPlanRow>(
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
    const row = await queryOne<MatchesPageRow>(
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
  // A parameter: the topic indexes (migration 1767370000000), verified only or not, lead with company_id and topic.
  if (filter.topic !== undefined) {
    params.push(filter.topic);
    where += ` AND topic = $${params.length}`;
  }
  if (filter.tsquery !== undefined) {
    params.push(filter.tsquery);
    where += ` AND search_vector @@ $${params.length}::tsquery`;
  }
  return { where, params };
}
