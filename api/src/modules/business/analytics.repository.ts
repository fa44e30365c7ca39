// What a company's analytics read: the kept monthly aggregates (company_review_months, kept by the
// reviews trigger) and, for the median reply time, the replied reviews along a partial index.
// Periods are [since, until): "YYYY-MM-DD" dates, the first day of a month (UTC).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** One month of a company's reviews: how many, their stars' sum, how many replied. */
export interface MonthTotalsRow {
  /** "2026-03" */
  month: string;
  n: number;
  total: number;
  replied: number;
}

/** A topic's reviews of 4 or 5 stars (positive) and of 1 to 3 (negative). */
export interface TopicTotalsRow {
  topic: string;
  positive: number;
  negative: number;
}

/** How many of a company's reviews of one star count await a reply. */
export interface AwaitingReplyRow {
  rating: number;
  n: number;
}

@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The months of the period that have reviews, in no particular order. */
  monthTotals(companyId: string, since: string, until: string): Promise<MonthTotalsRow[]> {
    return queryRows<MonthTotalsRow>(
      this.db,
      `SELECT to_char(month, 'YYYY-MM') AS month, sum(review_count)::int AS n, sum(rating * review_count)::int AS total,
              sum(replied_count)::int AS replied
         FROM company_review_months WHERE company_id = $1 AND month >= $2::date AND month < $3::date GROUP BY month`,
      [companyId, since, until],
    );
  }

  /** The topics of the period's reviews (those without a topic left out). */
  topicTotals(companyId: string, since: string, until: string): Promise<TopicTotalsRow[]> {
    return queryRows<TopicTotalsRow>(
      this.db,
      `SELECT topic, coalesce(sum(review_count) FILTER (WHERE rating >= 4), 0)::int AS positive,
              coalesce(sum(review_count) FILTER (WHERE rating <= 3), 0)::int AS negative
         FROM company_review_months WHERE company_id = $1 AND month >= $2::date AND month < $3::date AND topic <> '' GROUP BY topic`,
      [companyId, since, until],
    );
  }

  /** Reviews awaiting a reply by star, over all time (stars without any left out). */
  awaitingReplyByStar(companyId: string): Promise<AwaitingReplyRow[]> {
    return queryRows<AwaitingReplyRow>(
      this.db,
      `SELECT rating, sum(review_count - replied_count)::int AS n FROM company_review_months WHERE company_id = $1 GROUP BY rating`,
      [companyId],
    );
  }

  /** The median seconds from a review written in the period to its reply; null without replies. */
  async medianReplySeconds(companyId: string, since: string, until: string): Promise<number | null> {
    const row = await queryOne<{ median: number | null }>(
      this.db,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM reply_created_at - created_at)) AS median
         FROM reviews WHERE company_id = $1 AND reply_created_at IS NOT NULL
          AND created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND created_at < ($3::date)::timestamp AT TIME ZONE 'UTC'`,
      [companyId, since, until],
    );
    return row?.median ?? null;
  }
}
