// The home page's stats: the API's figures, or the spec's fallbacks when the stats read failed.
import { formatStat, STAT_FALLBACKS, type Stats } from 'shared-ui';

export interface SiteStat {
  label: string;
  value: string;
}

/** The labels the section shows while the stats load, in order. */
export const STAT_LABELS = ['Reviews written', 'Companies listed', 'Average rating', 'Registered users'] as const;

/**
 * The figures of a stats answer, zeros included (an empty site says so); without one (the read
 * failed) the fallbacks for reviews, companies and rating, and no user count: nothing backs one.
 */
export function siteStats(stats: Stats | undefined): SiteStat[] {
  if (!stats) {
    return [
      { label: STAT_LABELS[0], value: STAT_FALLBACKS.totalReviews },
      { label: STAT_LABELS[1], value: STAT_FALLBACKS.totalCompanies },
      { label: STAT_LABELS[2], value: STAT_FALLBACKS.averageRating },
    ];
  }
  const figures = [
    { label: STAT_LABELS[0], value: formatStat(stats.totalReviews) },
    { label: STAT_LABELS[1], value: formatStat(stats.totalCompanies) },
    { label: STAT_LABELS[2], value: stats.averageRating },
  ];
  // An API older than the user count answers none: the card is left out rather than shown as 0.
  return typeof stats.totalUsers === 'number' ? [...figures, { label: STAT_LABELS[3], value: formatStat(stats.totalUsers) }] : figures;
}
