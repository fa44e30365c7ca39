import { plural, type Analytics } from 'shared-ui';

/** "50% replied", or what is true when the period has no review to reply to (for a company with reviews). */
export function replyFigure(a: Analytics): { label: string; awaiting?: number } {
  const periodReviews = a.ratingByMonth.reduce((n, m) => n + m.reviewCount, 0);
  const awaiting = Object.values(a.awaitingReplyByStar).reduce((x, y) => x + y, 0);
  if (periodReviews === 0) return { label: `No reviews in ${a.months === 1 ? 'the last month' : `the last ${plural(a.months, { one: 'month', other: 'months' })}`}`, awaiting };
  return { label: `${Math.round(a.replyRate * 100)}% replied`, awaiting };
}
