// Stat numbers as the site shows them ("30K+ reviews").

/**
 * Numbers of 1000 or more are floored to whole thousands with "K+" (1500 → "1K+", 45210 → "45K+"):
 * the "+" says "at least", so rounding down keeps the claim true. Under 1000 the plain number
 * ("120"): the "+" of "120+ companies" belongs to its fallback value (STAT_FALLBACKS),
 * not to a real count, which is exact.
 */
export function formatStat(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  if (n >= 1000) return `${Math.floor(n / 1000).toLocaleString('en-US')}K+`;
  return String(Math.floor(n));
}

/** What the stats section shows when its /api/stats read failed (while it loads: placeholders). */
export const STAT_FALLBACKS = {
  totalReviews: '30K+',
  totalCompanies: '120+',
  averageRating: '4.2',
} as const;
