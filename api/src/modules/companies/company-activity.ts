// A company's activity, as its page shows it ("how a company behaves"): whether it is claimed and
// since when, how many of its reviews it invited, how many of its negative reviews it answered and
// how fast, and how many of its reviews moderators removed, by reason and star (the figure the US
// FTC's rule on review suppression, 16 CFR 465.7, is about), over the last 12 months.
//
// Why kept rows and not a cached count: the page must cost the same for ten reviews or a million,
// and the codebase keeps a company's figures as running totals moved by a trigger in the writer's
// transaction (company_review_months). These are the same: per company and month rows
// (migration 1767420000000), summed here over the 12 newest months, so the window rolls with the
// clock and no write. A cache would still need one count of every review after each change.
import { REPORT_REASONS, type ReportReason } from '../../common/report-reasons.js';
import type { CompanyActivityRow } from './company-activity.repository.js';

export const ACTIVITY_MONTHS = 12;

/**
 * How long a replied negative review waited, by bucket: company_reply_wait_bucket's buckets in
 * migration 1767420000000, in its order (within 1 hour, 1 day, 2 days, 3 days, 1 week, 2 weeks,
 * 30 days, and longer).
 */
export const REPLY_WAIT_BUCKETS = ['hour', 'day', '2_days', '3_days', 'week', '2_weeks', 'month', 'longer'] as const;
export type ReplyWait = (typeof REPLY_WAIT_BUCKETS)[number];

/** The first day (UTC, YYYY-MM-DD) of the oldest month a window of ACTIVITY_MONTHS months ending at `at` holds. */
export function activityWindowStart(at: Date): string {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - (ACTIVITY_MONTHS - 1), 1));
  return start.toISOString().slice(0, 10);
}

/** When the window ending at `at` next moves: the first instant of the next month (UTC). */
export function activityWindowEnds(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** A whole percentage; null when there is nothing to take it of. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((100 * part) / whole) : null;
}

/** The bucket the median wait falls in; null without replies. */
export function typicalReplyWait(waits: readonly number[]): ReplyWait | null {
  const total = waits.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let b = 0; b < REPLY_WAIT_BUCKETS.length; b++) {
    seen += waits[b] ?? 0;
    if (2 * seen >= total) return REPLY_WAIT_BUCKETS[b];
  }
  return 'longer';
}

type Stars = { '1': number; '2': number; '3': number; '4': number; '5': number };
const noStars = (): Stars => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });

export interface CompanyActivity {
  since: string;
  claimedSince: string | null;
  reviews: { total: number; invited: number; invitedPercent: number | null };
  negativeReviews: { total: number; replied: number; repliedPercent: number | null; typicalReplyWait: ReplyWait | null };
  removedReviews: { total: number; byRating: Stars; byReason: { reason: ReportReason; count: number; byRating: Stars }[] };
}

/** The activity answer of a row read over the window that starts at `since`. */
export function toCompanyActivity(row: CompanyActivityRow, since: string): CompanyActivity {
  const byRating = noStars();
  const reasons = new Map<ReportReason, { count: number; byRating: Stars }>();
  for (const { reason, rating, n } of row.removed) {
    const key = String(rating) as keyof Stars;
    byRating[key] += n;
    const known = (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : 'other';
    const entry = reasons.get(known) ?? { count: 0, byRating: noStars() };
    entry.count += n;
    entry.byRating[key] += n;
    reasons.set(known, entry);
  }
  const byReason = REPORT_REASONS.filter((r) => reasons.has(r))
    .map((reason) => ({ reason, ...reasons.get(reason)! }))
    .sort((a, b) => b.count - a.count);
  return {
    since,
    claimedSince: row.claimedSince ? row.claimedSince.toISOString() : null,
    reviews: { total: row.reviewCount, invited: row.invitedCount, invitedPercent: percentOf(row.invitedCount, row.reviewCount) },
    negativeReviews: {
      total: row.negativeCount,
      replied: row.negativeRepliedCount,
      repliedPercent: percentOf(row.negativeRepliedCount, row.negativeCount),
      typicalReplyWait: typicalReplyWait(row.replyWaits),
    },
    removedReviews: { total: byReason.reduce((a, r) => a + r.count, 0), byRating, byReason },
  };
}
