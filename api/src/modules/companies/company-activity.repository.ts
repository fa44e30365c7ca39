// The company activity's one read (company-activity.ts says what it shows). Its rows are kept by the
// trigger reviews_then_company_activity and its functions (company_activity_add,
// company_activity_recount, company_reply_wait_bucket, company_removed_reason), declared by
// migration 1767420000000-company-activity, over the tables company_activity_months,
// company_reply_wait_months and company_removed_review_months, which this module owns.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, type Querier } from '../../common/database/sql.js';

/** One company's activity over the months from `since` on, summed from its month rows. */
export interface CompanyActivityRow {
  /** When its verified claim was approved (or verified at once by email domain); null unclaimed. */
  claimedSince: Date | null;
  reviewCount: number;
  invitedCount: number;
  negativeCount: number;
  negativeRepliedCount: number;
  /** Replied negative reviews per wait bucket (index = company_reply_wait_bucket). */
  replyWaits: number[];
  /** Removed reviews per reason and star: [{reason, rating, n}]. */
  removed: { reason: string; rating: number; n: number }[];
}

@Injectable()
export class CompanyActivityRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One statement over at most 12 month rows per table (and up to 8 buckets, 5 reasons and 5 stars
   * a month), along their primary keys: its cost does not depend on how many reviews the company has.
   */
  async since(companyId: string, since: string, db: Querier = this.db): Promise<CompanyActivityRow> {
    const row = await queryOne<CompanyActivityRow>(
      db,
      `SELECT (SELECT coalesce(k.decided_at, k.updated_at) FROM company_claims k WHERE k.company_id = $1 AND k.status = 'verified') AS "claimedSince",
              coalesce(a.written, 0)::int AS "reviewCount", coalesce(a.invited, 0)::int AS "invitedCount",
              coalesce(a.negative, 0)::int AS "negativeCount", coalesce(a.replied, 0)::int AS "negativeRepliedCount",
              ARRAY(SELECT coalesce(sum(w.review_count), 0)::int FROM generate_series(0, 7) b
                      LEFT JOIN company_reply_wait_months w ON w.company_id = $1 AND w.month >= $2::date AND w.wait_bucket = b
                     GROUP BY b ORDER BY b) AS "replyWaits",
              coalesce((SELECT jsonb_agg(jsonb_build_object('reason', x.reason, 'rating', x.rating, 'n', x.n) ORDER BY x.reason, x.rating)
                          FROM (SELECT reason, rating, sum(review_count)::int AS n FROM company_removed_review_months
                                 WHERE company_id = $1 AND month >= $2::date GROUP BY reason, rating HAVING sum(review_count) > 0) x), '[]'::jsonb) AS "removed"
         FROM (SELECT sum(review_count) AS written, sum(invited_count) AS invited, sum(negative_count) AS negative, sum(negative_replied_count) AS replied
                 FROM company_activity_months WHERE company_id = $1 AND month >= $2::date) a`,
      [companyId, since],
    );
    return row!;
  }
}
