import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { REVIEW_TOPICS } from '../companies/categories.js';
import { distribution, formatAverage } from '../companies/rating-math.js';
import type { Plan } from './business-account.entity.js';
import { ClaimsService } from './claims.service.js';
import type { AnalyticsResponse, MonthPoint } from './dto/business.dto.js';
import { PLAN_TERMS } from './plans.js';

/** "2026-03" for the month `back` months before the given one (UTC). */
export function monthKey(from: Date, back = 0): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * A company's analytics for its owner. Everything but the median reply time reads the kept
 * monthly aggregates (company_review_months: at most months x 5 stars x 6 topics rows); the median
 * reads the replied reviews of the period along a partial index.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly claims: ClaimsService,
    private readonly companies: CompaniesRepository,
  ) {}

  async forOwner(accountId: string, plan: Plan, companyId: string, requestedMonths?: number, now = new Date()): Promise<AnalyticsResponse> {
    await this.claims.requireOwner(accountId, companyId);
    const months = Math.min(requestedMonths ?? PLAN_TERMS[plan].analyticsMonths, PLAN_TERMS[plan].analyticsMonths);
    const since = `${monthKey(now, months - 1)}-01`;
    const [company, monthly, topics, awaiting, replies] = await Promise.all([
      this.companies.findById(companyId),
      queryRows<{ month: string; n: number; total: number; replied: number }>(
        this.db,
        `SELECT to_char(month, 'YYYY-MM') AS month, sum(review_count)::int AS n, sum(rating * review_count)::int AS total,
                sum(replied_count)::int AS replied
           FROM company_review_months WHERE company_id = $1 AND month >= $2::date GROUP BY month`,
        [companyId, since],
      ),
      queryRows<{ topic: string; positive: number; negative: number }>(
        this.db,
        `SELECT topic, coalesce(sum(review_count) FILTER (WHERE rating >= 4), 0)::int AS positive,
                coalesce(sum(review_count) FILTER (WHERE rating <= 3), 0)::int AS negative
           FROM company_review_months WHERE company_id = $1 AND month >= $2::date AND topic <> '' GROUP BY topic`,
        [companyId, since],
      ),
      queryRows<{ rating: number; n: number }>(
        this.db,
        `SELECT rating, sum(review_count - replied_count)::int AS n FROM company_review_months WHERE company_id = $1 GROUP BY rating`,
        [companyId],
      ),
      queryOne<{ median: number | null }>(
        this.db,
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM reply_created_at - created_at)) AS median
           FROM reviews WHERE company_id = $1 AND reply_created_at IS NOT NULL AND created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'`,
        [companyId, since],
      ),
    ]);
    const byMonth = new Map(monthly.map((m) => [m.month, m]));
    const ratingByMonth: MonthPoint[] = [];
    for (let back = months - 1; back >= 0; back--) {
      const key = monthKey(now, back);
      const m = byMonth.get(key);
      ratingByMonth.push({
        month: key,
        averageRating: m && m.n > 0 ? Math.round((m.total / m.n) * 100) / 100 : null,
        reviewCount: m?.n ?? 0,
        repliedCount: m?.replied ?? 0,
      });
    }
    const periodReviews = ratingByMonth.reduce((a, m) => a + m.reviewCount, 0);
    const periodReplied = ratingByMonth.reduce((a, m) => a + m.repliedCount, 0);
    const stars = [1, 2, 3, 4, 5].map((s) => awaiting.find((a) => a.rating === s)?.n ?? 0);
    const topicMap = new Map(topics.map((t) => [t.topic, t]));
    return {
      companyId,
      months,
      ratingByMonth,
      ratingDistribution: distribution([company!.rating1, company!.rating2, company!.rating3, company!.rating4, company!.rating5]),
      totalReviews: company!.reviewCount,
      averageRating: formatAverage(company!.ratingSum, company!.reviewCount),
      replyRate: periodReviews === 0 ? 0 : Math.round((periodReplied / periodReviews) * 1000) / 1000,
      medianReplySeconds: replies?.median == null ? null : Math.round(Number(replies.median)),
      topics: REVIEW_TOPICS.map((topic) => ({ topic, positive: topicMap.get(topic)?.positive ?? 0, negative: topicMap.get(topic)?.negative ?? 0 })),
      awaitingReplyByStar: distribution(stars as [number, number, number, number, number]),
    };
  }
}
