import { BadRequestException, Injectable } from '@nestjs/common';
import { CompaniesService, distribution, formatAverage } from '../companies/index.js';
import { REVIEW_TOPICS } from '../reviews/index.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { ClaimsService } from './claims.service.js';
import type { AnalyticsResponse, MonthPoint } from './dto/business.dto.js';
import { PLAN_TERMS, type Plan } from './plans.js';

/** "2026-03" for the month `back` months before the given one (UTC). */
export function monthKey(from: Date, back = 0): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/** Months since year 0 of a "2026-03" key: the range's arithmetic. */
function monthIndex(key: string): number {
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

/** The "2026-03" key of a month index. */
function keyOf(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Which months an owner asks for: the last `months`, or from/to within the plan's range. */
export interface AnalyticsRange {
  months?: number;
  from?: string;
  to?: string;
}

/**
 * The months the analytics cover: by default the plan's whole range, ending with the current
 * month; `months` shortens it; `from`/`to` choose any range within it. Anything outside is a 400
 * that says what is allowed.
 */
export function analyticsMonths(planMonths: number, range: AnalyticsRange, now: Date): { from: string; to: string; earliest: string; latest: string } {
  const latest = monthKey(now);
  const earliest = monthKey(now, planMonths - 1);
  if (range.months !== undefined && (range.from !== undefined || range.to !== undefined)) {
    throw new BadRequestException('Ask for either a number of months or a from/to range, not both.');
  }
  if (range.from === undefined && range.to === undefined) {
    return { from: monthKey(now, Math.min(range.months ?? planMonths, planMonths) - 1), to: latest, earliest, latest };
  }
  const from = range.from ?? earliest;
  const to = range.to ?? latest;
  if (monthIndex(from) > monthIndex(to)) throw new BadRequestException('The range must not start after it ends: choose a From month no later than the To month.');
  if (monthIndex(to) > monthIndex(latest)) throw new BadRequestException(`The range cannot end after the current month (${latest}).`);
  if (monthIndex(from) < monthIndex(earliest)) {
    throw new BadRequestException(`Your plan's analytics cover the last ${planMonths} months: choose a From month from ${earliest} on.`);
  }
  return { from, to, earliest, latest };
}

/**
 * A company's analytics for its owner. Everything but the median reply time reads the kept
 * monthly aggregates (company_review_months: at most months x 5 stars x 6 topics rows); the median
 * reads the replied reviews of the period along a partial index (AnalyticsRepository).
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly claims: ClaimsService,
    private readonly companies: CompaniesService,
  ) {}

  async forOwner(accountId: string, plan: Plan, companyId: string, range: AnalyticsRange = {}, now = new Date()): Promise<AnalyticsResponse> {
    await this.claims.requireOwner(accountId, companyId);
    const { from, to, earliest, latest } = analyticsMonths(PLAN_TERMS[plan].analyticsMonths, range, now);
    const months = monthIndex(to) - monthIndex(from) + 1;
    const since = `${from}-01`;
    // The first day after the range: every period read is [since, until).
    const until = `${keyOf(monthIndex(to) + 1)}-01`;
    const [company, monthly, topics, awaiting, medianReply] = await Promise.all([
      this.companies.findById(companyId),
      this.analytics.monthTotals(companyId, since, until),
      this.analytics.topicTotals(companyId, since, until),
      this.analytics.awaitingReplyByStar(companyId),
      this.analytics.medianReplySeconds(companyId, since, until),
    ]);
    const byMonth = new Map(monthly.map((m) => [m.month, m]));
    const ratingByMonth: MonthPoint[] = [];
    for (let index = monthIndex(from); index <= monthIndex(to); index++) {
      const key = keyOf(index);
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
      from,
      to,
      earliestMonth: earliest,
      latestMonth: latest,
      ratingByMonth,
      ratingDistribution: distribution([company!.rating1, company!.rating2, company!.rating3, company!.rating4, company!.rating5]),
      totalReviews: company!.reviewCount,
      averageRating: formatAverage(company!.ratingSum, company!.reviewCount),
      replyRate: periodReviews === 0 ? 0 : Math.round((periodReplied / periodReviews) * 1000) / 1000,
      medianReplySeconds: medianReply == null ? null : Math.round(Number(medianReply)),
      topics: REVIEW_TOPICS.map((topic) => ({ topic, positive: topicMap.get(topic)?.positive ?? 0, negative: topicMap.get(topic)?.negative ?? 0 })),
      awaitingReplyByStar: distribution(stars as [number, number, number, number, number]),
    };
  }
}
