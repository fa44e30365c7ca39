// Pure arithmetic over the kept aggregates of a company: no counting or averaging of review rows.

export type Star = 1 | 2 | 3 | 4 | 5;

export interface RatingAggregate {
  reviewCount: number;
  ratingSum: number;
  stars: [number, number, number, number, number]; // counts of 1..5 stars
}

export function isStar(n: unknown): n is Star {
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5;
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
