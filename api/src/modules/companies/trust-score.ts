// The TrustScore: a Bayesian average in which newer reviews weigh more.
//
//   score = (PRIOR_REVIEWS * PRIOR_MEAN + Σ wᵢ·rᵢ) / (PRIOR_REVIEWS + Σ wᵢ),  wᵢ = 2^(−ageᵢ / HALF_LIFE)
//
// The prior (7 reviews at 3.5 stars, as Trustpilot uses) keeps a company with two 5-star reviews
// from outranking one with two thousand 4.8-star ones. The half-life of one year means a review
// counts half after a year and a quarter after two: recent service matters most, yet a quiet
// company's score does not swing on its latest review.
//
// O(1) per read: each company keeps Σ wᵢ and Σ wᵢ·rᵢ with weights taken at a fixed epoch,
// 2^((createdᵢ − EPOCH) / HALF_LIFE), moved by the reviews trigger in every write's transaction.
// Multiplying both sums by 2^(−(now − EPOCH) / HALF_LIFE) gives the weights at `now`.

export const PRIOR_REVIEWS = 7;
export const PRIOR_MEAN = 3.5;
export const HALF_LIFE_DAYS = 365;
export const DECAY_EPOCH = Date.UTC(2020, 0, 1);
const DAY = 86_400_000;

export interface DecayedSums {
  /** Σ 2^((createdᵢ − EPOCH) / HALF_LIFE) over the company's visible reviews. */
  weight: number;
  /** Σ of the same weights times the ratings. */
  weightedRatings: number;
}

export interface TrustScore {
  /** One decimal, "1.0" to "5.0". */
  value: string;
  /** Σ wᵢ at `now`: how many fresh reviews the company's reviews are worth. */
  effectiveReviews: number;
  /** Σ wᵢ·rᵢ / Σ wᵢ at `now`, without the prior; null without reviews. */
  weightedAverage: number | null;
}

/** The weight of a review written at `createdAt`, as kept in the sums (relative to the epoch). */
export function epochWeight(createdAt: number): number {
  return 2 ** ((createdAt - DECAY_EPOCH) / (HALF_LIFE_DAYS * DAY));
}

export function trustScore(sums: DecayedSums, now = Date.now()): TrustScore {
  const scale = 2 ** (-(now - DECAY_EPOCH) / (HALF_LIFE_DAYS * DAY));
  // Sums kept by additions and subtractions can end a hair below zero after the last review goes.
  const w = Math.max(0, sums.weight * scale);
  const wr = Math.max(0, sums.weightedRatings * scale);
  const score = (PRIOR_REVIEWS * PRIOR_MEAN + wr) / (PRIOR_REVIEWS + w);
  return {
    // Half up, as averageRating rounds; the epsilon keeps an exact tie (36.5 / 10) from falling to 3.6 in binary.
    value: (Math.round(Math.min(5, Math.max(1, score)) * 10 + 1e-9) / 10).toFixed(1),
    effectiveReviews: Math.round(w * 100) / 100,
    weightedAverage: w > 1e-9 ? Math.round((wr / w) * 100) / 100 : null,
  };
}
