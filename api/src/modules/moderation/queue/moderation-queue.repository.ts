// The moderators' queues as a whole: reads across reports, signals, appeals, claims, reviews, plan requests and names to check (it writes nothing).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../../common/database/sql.js';
import type { Signal } from '../../signals/index.js';
import type { ReportReason } from '../dsa.js';

/** What puts a review on the moderators' queue: its open reports and open fake-review signals. */
// Notices about company pages (review_id NULL) are not about a review: they are not on this queue.
const OPEN_QUEUE_ENTRIES = `SELECT review_id, created_at FROM review_reports WHERE status = 'open' AND review_id IS NOT NULL
  UNION ALL SELECT review_id, created_at FROM review_signals WHERE status = 'open'`;

export interface QueueSizes {
  reportedReviews: number;
  flaggedReviews: number;
  queuedReviews: number;
  openAppeals: number;
  pendingClaims: number;
  hiddenReviews: number;
  planRequests: number;
  uncheckedNames: number;
}

/**
 * Which queued reviews: those people reported ('reports'), those a signal flagged ('signals'), or
 * either ('all'); narrowed to an open report of one reason, an open signal of one kind, one company.
 */
export interface QueueFilter {
  source: 'all' | 'reports' | 'signals';
  reason?: ReportReason;
  signal?: Signal;
  companyId?: string;
}

export interface QueuedReview {
  reviewId: string;
  /** When its first open report or signal came in. */
  first: Date;
  /** A trusted flagger sent one of its open notices. */
  trusted: boolean;
  total: number;
}

/** How many queued reviews each tab and filter value holds (within one company when asked). */
export interface QueueCounts {
  all: number;
  reports: number;
  signals: number;
  byReason: Record<string, number>;
  bySignal: Record<string, number>;
}

/** How many reviews of a company are on the queue. */
export interface CompanyQueuedCount {
  companyId: string;
  n: number;
}

export interface CompanyNameRow {
  id: string;
  name: string;
}

export interface QueueCompanyRow {
  id: string;
  name: string;
  queued: number;
  reported: number;
}

/** The open items about reviews' WHERE (a company page's notices are not about a review), with the company's range of the partial index when one is asked for. */
function openWhere(companyParam: string | null): string {
  return `status = 'open' AND review_id IS NOT NULL${companyParam ? ` AND company_id = ${companyParam}` : ''}`;
}

/** `%`, `_` and `\` match themselves. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class ModerationQueueRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How much waits in each queue, in one statement. */
  sizes(): Promise<QueueSizes | undefined> {
    return queryOne<QueueSizes>(
      this.db,
      `SELECT (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'open') AS "reportedReviews",
              (SELECT count(DISTINCT review_id)::int FROM review_signals WHERE status = 'open') AS "flaggedReviews",
              (SELECT count(DISTINCT review_id)::int FROM (${OPEN_QUEUE_ENTRIES}) q) AS "queuedReviews",
              (SELECT count(*)::int FROM review_appeals WHERE status = 'open') AS "openAppeals",
              (SELECT count(*)::int FROM company_claims WHERE status = 'pending') AS "pendingClaims",
              (SELECT count(*)::int FROM reviews WHERE hidden_at IS NOT NULL) AS "hiddenReviews",
              (SELECT count(*)::int FROM business_accounts WHERE requested_plan IS NOT NULL) AS "planRequests",
              (SELECT count(*)::int FROM companies WHERE name_checked_at IS NULL) AS "uncheckedNames"`,
    );
  }

  /**
   * A page of the queued reviews the filter selects, with the total it selects: reviews with an
   * open notice from a trusted flagger first (DSA Art. 22), then those with an open report or
   * notice from a person, then the longest waiting (by their first open report or
   * signal). One statement: the open reports and the open signals are each grouped by review
   * along their partial indexes (the company's range of them for one company), then joined.
   */
  findPage(f: QueueFilter, offset: number, limit: number): Promise<QueuedReview[]> {
    const params: unknown[] = [offset, limit];
    const param = (v: unknown) => `$${params.push(v)}`;
    const company = f.companyId ? param(f.companyId) : null;
    const reason = f.reason ? param(f.reason) : null;
    const signal = f.signal ? param(f.signal) : null;
    const where = [
      f.source === 'reports' || reason ? 'rep.review_id IS NOT NULL' : null,
      f.source === 'signals' || signal ? 'sig.review_id IS NOT NULL' : null,
      reason ? 'rep.has_reason' : null,
      signal ? 'sig.has_kind' : null,
    ].filter(Boolean);
    return queryRows<QueuedReview>(
      this.db,
      `WITH rep AS (
         SELECT review_id, min(created_at) AS first, bool_or(trusted_flagger_id IS NOT NULL) AS trusted${reason ? `, bool_or(reason = ${reason}) AS has_reason` : ''}
           FROM review_reports WHERE ${openWhere(company)} GROUP BY review_id),
       sig AS (
         SELECT review_id, min(created_at) AS first${signal ? `, bool_or(signal = ${signal}) AS has_kind` : ''}
           FROM review_signals WHERE ${openWhere(company)} GROUP BY review_id)
       SELECT coalesce(rep.review_id, sig.review_id) AS "reviewId", least(rep.first, sig.first) AS first, coalesce(rep.trusted, false) AS trusted,
              count(*) OVER ()::int AS total
         FROM rep FULL JOIN sig ON sig.review_id = rep.review_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY rep.trusted IS NOT TRUE, rep.review_id IS NULL, least(rep.first, sig.first), 1
        OFFSET $1 LIMIT $2`,
      params,
    );
  }

  /** The queued reviews in each tab, by report reason and by signal kind, in one statement (within one company if given). */
  async counts(companyId?: string): Promise<QueueCounts> {
    const where = openWhere(companyId ? '$1' : null);
    const row = await queryOne<QueueCounts>(
      this.db,
      `WITH rep AS (SELECT DISTINCT review_id FROM review_reports WHERE ${where}),
            sig AS (SELECT DISTINCT review_id FROM review_signals WHERE ${where})
       SELECT (SELECT count(*) FROM (SELECT review_id FROM rep UNION SELECT review_id FROM sig) u)::int AS "all",
              (SELECT count(*) FROM rep)::int AS reports,
              (SELECT count(*) FROM sig)::int AS signals,
              (SELECT coalesce(jsonb_object_agg(reason, n), '{}') FROM
                 (SELECT reason, count(DISTINCT review_id)::int AS n FROM review_reports WHERE ${where} GROUP BY reason) x) AS "byReason",
              -- A signal is raised once per review: its rows are its reviews.
              (SELECT coalesce(jsonb_object_agg(signal, n), '{}') FROM
                 (SELECT signal, count(*)::int AS n FROM review_signals WHERE ${where} GROUP BY signal) y) AS "bySignal"`,
      companyId ? [companyId] : [],
    );
    return row!;
  }

  /** How many reviews each of these companies has on the queue (for "all of this company's items" on each item). */
  countQueuedByCompany(companyIds: string[]): Promise<CompanyQueuedCount[]> {
    if (companyIds.length === 0) return Promise.resolve([]);
    return queryRows<CompanyQueuedCount>(
      this.db,
      `SELECT company_id AS "companyId", count(DISTINCT review_id)::int AS n FROM (
         SELECT company_id, review_id FROM review_reports WHERE status = 'open' AND company_id = ANY($1::uuid[])
         UNION ALL SELECT company_id, review_id FROM review_signals WHERE status = 'open' AND company_id = ANY($1::uuid[])) o
        GROUP BY company_id`,
      [companyIds],
    );
  }

  /** Companies' names by id. */
  findCompanyNames(ids: string[]): Promise<CompanyNameRow[]> {
    return queryRows<CompanyNameRow>(this.db, `SELECT id, name FROM companies WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /**
   * Companies with reviews on the queue, whose name contains the search if one is given: those
   * with reports from people first, then the most queued.
   */
  findCompaniesWithQueued(search: string, limit: number): Promise<QueueCompanyRow[]> {
    const params: unknown[] = [limit];
    const byName = search ? `AND c.name_lower LIKE $${params.push(`%${likeEscaped(search.toLowerCase())}%`)}` : '';
    return queryRows<QueueCompanyRow>(
      this.db,
      `WITH o AS (SELECT company_id, review_id, true AS reported FROM review_reports WHERE status = 'open' AND review_id IS NOT NULL
                  UNION ALL SELECT company_id, review_id, false FROM review_signals WHERE status = 'open'),
            g AS (SELECT company_id, count(DISTINCT review_id)::int AS queued, count(DISTINCT review_id) FILTER (WHERE reported)::int AS reported
                    FROM o WHERE company_id IS NOT NULL GROUP BY company_id)
       SELECT c.id, c.name, g.queued, g.reported FROM g JOIN companies c ON c.id = g.company_id
        WHERE true ${byName}
        ORDER BY g.reported DESC, g.queued DESC, c.name, c.id LIMIT $1`,
      params,
    );
  }
}
