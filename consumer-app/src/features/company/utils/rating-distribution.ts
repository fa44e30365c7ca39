import type { RatingDistribution } from 'shared-ui';

export interface DistributionRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** whole percent of all reviews */
  percent: number;
}

/** Rows from 5 stars down to 1, with whole percentages of the total. */
export function distributionRows(distribution: RatingDistribution, totalReviews: number): DistributionRow[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = distribution[stars] ?? 0;
    return { stars, count, percent: percentOf(count, totalReviews) };
  });
}

export interface SentimentBreakdown {
  positive: number;
  neutral: number;
  negative: number;
}

/** Counts of positive (4-5 stars), neutral (3) and negative (1-2) reviews. */
export function sentimentBreakdown(distribution: RatingDistribution): SentimentBreakdown {
  return {
    positive: distribution[4] + distribution[5],
    neutral: distribution[3],
    negative: distribution[1] + distribution[2],
  };
}

/** Whole percent, kept within 0-100 even if a count and its total disagree for a moment. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.min(100, Math.max(0, Math.round((count / total) * 100))) : 0;
}
