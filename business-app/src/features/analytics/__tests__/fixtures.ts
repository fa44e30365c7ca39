// An owned company's analytics over a plan of 12 months (December 2025 to November 2026): none
// at all, and a busy one with a month without reviews before its last.
import { makeCompany } from 'shared-ui/test-support';
import { monthsBetween } from '../utils/months';

export const company = makeCompany({ claimed: true, totalReviews: 0, averageRating: '0.0' });
export const claim = { id: 'c1', status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company };
export const MONTHS = monthsBetween('2025-12', '2026-11');
export const empty = {
  companyId: company.id,
  months: 12,
  from: '2025-12',
  to: '2026-11',
  earliestMonth: '2025-12',
  latestMonth: '2026-11',
  ratingByMonth: MONTHS.map((month) => ({ month, averageRating: null, reviewCount: 0, repliedCount: 0 })),
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  totalReviews: 0,
  averageRating: '0.0',
  replyRate: 0,
  medianReplySeconds: null,
  topics: [{ topic: 'Delivery', positive: 0, negative: 0 }],
  awaitingReplyByStar: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
};
/** One review of each star in the last month, one replied; a month without reviews before it. */
export const busy = {
  ...empty,
  ratingByMonth: MONTHS.map((month, i) =>
    i === 11 ? { month, averageRating: 3, reviewCount: 5, repliedCount: 1 } : i === 9 ? { month, averageRating: 4.5, reviewCount: 2, repliedCount: 2 } : { month, averageRating: null, reviewCount: 0, repliedCount: 0 },
  ),
  ratingDistribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 2 },
  totalReviews: 7,
  averageRating: '3.6',
  replyRate: 0.429,
  awaitingReplyByStar: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 0 },
};

