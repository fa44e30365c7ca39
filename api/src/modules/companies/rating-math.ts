// Pure arithmetic over the kept aggregates of a company: no counting or averaging of review rows.

export type Star = 1 | 2 | 3 | 4 | 5;

export interface RatingAggregate {
  reviewCount: number;
  ratingSum: number;
  stars: [number, number, number, number, number]; // counts of 1..5 stars
}

export interface AggregateDelta {
  count: number;
  sum: number;
  stars: [number, number, number, number, number];
}

export function isStar(n: unknown): n is Star {
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5;
}

/** The change to a company's aggregate when a review's rating goes from `from` to `to` (absent = no review). */
export function ratingDelta(from: Star | null, to: Star | null): AggregateDelta {
  const stars: AggregateDelta['stars'] = [0, 0, 0, 0, 0];
  if (from !== null) stars[from - 1] -= 1;
  if (to !== null) stars[to - 1] += 1;
  return {
    count: (to === null ? 0 : 1) - (from === null ? 0 : 1),
    sum: (to ?? 0) - (from ?? 0),
    stars,
  };
}

export function applyDelta(agg: RatingAggregate, d: AggregateDelta): RatingAggregate {
  return {
    reviewCount: agg.reviewCount + d.count,
    ratingSum: agg.ratingSum + d.sum,
    stars: agg.stars.map((c, i) => c + d.stars[i]) as RatingAggregate['stars'],
  };
}

/** One digit after the point, "0.0" with no reviews. Integer math avoids 4.25 → "4.2". */
export function formatAverage(ratingSum: number, reviewCount: number): string {
  if (reviewCount <= 0) return '0.0';
  const tenths = Math.floor((ratingSum * 20 + reviewCount) / (2 * reviewCount)); // round half up of sum*10/count
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function distribution(stars: RatingAggregate['stars']): Record<'1' | '2' | '3' | '4' | '5', number> {
  return { '1': stars[0], '2': stars[1], '3': stars[2], '4': stars[3], '5': stars[4] };
}

/**
 * Featured order: a Bayesian average that pulls small samples towards a prior.
 * Prior: 10 phantom reviews at 3.5 stars. 3.5 sits a little under the site-wide mean, so a company
 * has to earn its place with real reviews; 10 is about the sample at which a reader starts to
 * trust an average. One 5-star review scores (35+5)/11 = 3.64, while 4.8 over 2,000 reviews scores
 * 4.79. The prior is a constant, not the live site mean, so the score is an immutable expression
 * that PostgreSQL can index (companies_bayesian_idx) and featured stays one index scan.
 */
export const PRIOR_WEIGHT = 10;
export const PRIOR_MEAN = 3.5;

export function bayesianScore(ratingSum: number, reviewCount: number): number {
  return (ratingSum + PRIOR_WEIGHT * PRIOR_MEAN) / (reviewCount + PRIOR_WEIGHT);
}
