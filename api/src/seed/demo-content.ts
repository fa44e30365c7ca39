// Pure, deterministic text for demo and scale seeding: companies, people and reviews.
// Everything is built from the word lists in ./vocabulary, prepared once at load time, so each
// call is just a handful of random picks and string concatenations (the scale seeder makes
// millions). The lists are data; how they combine is in category-words.ts, demo-companies.ts
// and demo-reviews.ts; this file is what the seeders use.
import type { Rng } from './rng.js';
import type { StarRating } from './demo-reviews.js';
import peopleVocabulary from './vocabulary/people.json' with { type: 'json' };

export { generateCompany, type GeneratedCompany } from './demo-companies.js';
export { generateReview, type GeneratedReview, type StarRating } from './demo-reviews.js';

export interface GeneratedPerson {
  firstName: string;
  lastName: string;
}

// ---------------------------------------------------------------------------------------------
// People

const { firstNames: FIRST_NAMES, lastNames: LAST_NAMES } = peopleVocabulary;

export function generatePerson(rng: Rng): GeneratedPerson {
  return { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
}

// Star weights (1..5) at quality 0, 0.5 and 1; pickRating interpolates linearly between them.
const RATING_AT_WORST = [0.55, 0.25, 0.1, 0.06, 0.04];
const RATING_AT_MIDDLE = [0.16, 0.14, 0.24, 0.26, 0.2];
const RATING_AT_BEST = [0.05, 0.02, 0.04, 0.22, 0.67];
const STARS: readonly StarRating[] = [1, 2, 3, 4, 5];

/**
 * A star rating for a company of the given quality (0 = awful, 1 = excellent). Even the best
 * companies collect the odd 1-star review, and the worst the odd 5.
 */
export function pickRating(rng: Rng, quality: number): StarRating {
  const q = quality > 1 ? 1 : quality > 0 ? quality : 0; // also maps NaN to 0
  const low = q < 0.5 ? RATING_AT_WORST : RATING_AT_MIDDLE;
  const high = q < 0.5 ? RATING_AT_MIDDLE : RATING_AT_BEST;
  const t = q < 0.5 ? q * 2 : (q - 0.5) * 2;
  let roll = rng.next();
  for (let s = 0; s < 4; s++) {
    roll -= low[s] + (high[s] - low[s]) * t;
    if (roll < 0) return STARS[s];
  }
  return 5;
}

/**
 * A per-company quality in [0, 1], skewed towards good companies, as on real review sites:
 * most are decent, a minority are poor.
 */
export function companyQuality(rng: Rng): number {
  return 1 - rng.next() ** 3;
}
