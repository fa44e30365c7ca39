// The seeded random draws that give a data set its shape: categories, reviews per company, ids.
import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import type { Rng } from './rng.js';

// A few categories are much larger than others, as on real review sites.
const CATEGORY_WEIGHTS = CATEGORIES.map((_, i) => 1 / Math.sqrt(i + 1));
const CATEGORY_WEIGHT_SUM = CATEGORY_WEIGHTS.reduce((a, b) => a + b, 0);
export function weightedCategory(rng: Rng): Category {
  let x = rng.next() * CATEGORY_WEIGHT_SUM;
  for (let i = 0; i < CATEGORIES.length; i++) {
    x -= CATEGORY_WEIGHTS[i];
    if (x < 0) return CATEGORIES[i];
  }
  return CATEGORIES[CATEGORIES.length - 1];
}

/**
 * Splits `total` reviews over companies with a Pareto tail; about 3% of companies get none. The
 * tail is cut at 60 times the smallest share for a small set (the demo's), and at a twentieth of
 * the companies' number for a large one: at 100,000 companies and 1,000,000 reviews the largest
 * gets about ten thousand, as the big names do on review sites.
 */
export function reviewCounts(rng: Rng, companies: number, total: number): Int32Array {
  const weights = new Float64Array(companies);
  const cap = Math.max(60, companies / 20);
  let sum = 0;
  for (let i = 0; i < companies; i++) {
    const w = rng.chance(0.03) ? 0 : Math.min(Math.pow(1 - rng.next(), -1 / 1.3), cap);
    weights[i] = w;
    sum += w;
  }
  const counts = new Int32Array(companies);
  if (sum === 0 || total === 0) return counts;
  let assigned = 0;
  for (let i = 0; i < companies; i++) {
    counts[i] = Math.floor((total * weights[i]) / sum);
    assigned += counts[i];
  }
  // Hand out the rounding remainder to companies that already have reviews.
  for (let i = 0; assigned < total; i = (i + 1) % companies) {
    if (weights[i] > 0) {
      counts[i]++;
      assigned++;
    }
  }
  return counts;
}

/** A version-4 UUID drawn from the seeded stream, so ids (and URLs) are stable across re-seeds. */
export function uuid(rng: Rng): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += ((rng.next() * 0x100000000) >>> 0).toString(16).padStart(8, '0');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function emailPart(name: string): string {
  return name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase() || 'user';
}
