// The sentences of a company's activity box, from the figures GET /api/companies/{id} carries in
// `activity`: plain words, the plural rules of shared-ui, and never a percentage of nothing.
import { plural, type CompanyActivity } from 'shared-ui';

type ReplyWait = NonNullable<CompanyActivity['negativeReviews']['typicalReplyWait']>;
type Reason = CompanyActivity['removedReviews']['byReason'][number]['reason'];
type Stars = CompanyActivity['removedReviews']['byRating'];

const REVIEWS = { one: 'review', other: 'reviews' };
const NEGATIVE_REVIEWS = { one: 'negative review', other: 'negative reviews' };

// In UTC: the server that renders the page and the browser that takes it over write the same month.
export const monthYear = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** "Claimed profile since March 2025", or that no business has claimed it. */
export function claimSentence(activity: Pick<CompanyActivity, 'claimedSince'>): string {
  return activity.claimedSince ? `Claimed profile since ${monthYear(activity.claimedSince)}` : 'Unclaimed profile: no business has verified that it runs this page';
}

/**
 * A share in words: a whole percentage, but never "0%" of something or "100%" of less than all
 * (1 invited review of 300 is "less than 1%").
 */
export function shareLabel(part: number, whole: number): string {
  const percent = Math.round((100 * part) / whole);
  if (percent === 0 && part > 0) return 'less than 1%';
  if (percent === 100 && part < whole) return 'more than 99%';
  return `${percent}%`;
}

/** Whether the company asks for reviews, and how many of the window's reviews came invited. */
export function invitationSentence({ reviews }: Pick<CompanyActivity, 'reviews'>): string {
  if (reviews.total === 0) return 'No reviews in the last 12 months';
  if (reviews.invited === 0) return `Does not appear to ask customers for reviews: none of its ${plural(reviews.total, REVIEWS)} in the last 12 months came through an invitation`;
  return `Asks customers for reviews: ${shareLabel(reviews.invited, reviews.total)} of reviews in the last 12 months were invited (${reviews.invited.toLocaleString('en-US')} of ${reviews.total.toLocaleString('en-US')})`;
}

const WAIT: Record<ReplyWait, string> = {
  hour: 'typically within an hour',
  day: 'typically within a day',
  '2_days': 'typically within 2 days',
  '3_days': 'typically within 3 days',
  week: 'typically within a week',
  '2_weeks': 'typically within 2 weeks',
  month: 'typically within a month',
  longer: 'typically after more than a month',
};

/** How many of the window's negative reviews the company answered, and how fast. */
export function replySentence({ negativeReviews: n }: Pick<CompanyActivity, 'negativeReviews'>): string {
  if (n.total === 0) return 'No negative reviews (1–2 stars) in the last 12 months';
  if (n.replied === 0) {
    return n.total === 1
      ? 'Has not replied to its negative review (1–2 stars) of the last 12 months'
      : `Has not replied to any of its ${plural(n.total, NEGATIVE_REVIEWS)} (1–2 stars) in the last 12 months`;
  }
  const wait = n.typicalReplyWait ? `, ${WAIT[n.typicalReplyWait]}` : '';
  return `Replied to ${shareLabel(n.replied, n.total)} of negative reviews (${n.replied.toLocaleString('en-US')} of ${plural(n.total, NEGATIVE_REVIEWS)}) in the last 12 months${wait}`;
}

/** The headline of the removed reviews. */
export function removedSentence({ removedReviews }: Pick<CompanyActivity, 'removedReviews'>): string {
  if (removedReviews.total === 0) return 'No reviews removed by our moderators in the last 12 months';
  return `${plural(removedReviews.total, REVIEWS)} removed by our moderators in the last 12 months`;
}

const REASON: Record<Reason, string> = {
  fake: 'as fake or not based on a real experience',
  offensive: 'for offensive or harmful language',
  personal_information: 'for sharing personal information',
  advertising: 'as advertising or promotion',
  other: 'for breaching our guidelines',
};

/** "2 as fake or not based on a real experience". */
export function reasonLabel(count: number, reason: Reason): string {
  return `${count.toLocaleString('en-US')} ${REASON[reason]}`;
}

/** The stars of some removed reviews, lowest first, each with how many when more than one: [{stars: 1, count: 2}]. */
export function starsOf(byRating: Stars): { stars: number; count: number }[] {
  return ([1, 2, 3, 4, 5] as const).map((stars) => ({ stars, count: byRating[stars] })).filter(({ count }) => count > 0);
}
