// The home page's stats, with fallbacks for when the API gives no numbers.
import { formatStat, STAT_FALLBACKS, type Stats } from 'shared-ui';

// Audience figures the product publishes; the API has no source for them.
export const HAPPY_USERS = '45K+';
export const MONTHLY_VISITORS = '47K+';

export interface SiteStat {
  label: string;
  value: string;
  /** false for the published audience figures, which never wait for the API */
  fromApi: boolean;
}

export function siteStats(stats: Stats | undefined): SiteStat[] {
  const reviews = stats?.totalReviews ? formatStat(stats.totalReviews) : STAT_FALLBACKS.totalReviews;
  const companies = stats?.totalCompanies ? formatStat(stats.totalCompanies) : STAT_FALLBACKS.totalCompanies;
  const rating = stats && Number(stats.averageRating) > 0 ? stats.averageRating : STAT_FALLBACKS.averageRating;
  return [
    { label: 'Reviews written', value: reviews, fromApi: true },
    { label: 'Companies listed', value: companies, fromApi: true },
    { label: 'Average rating', value: rating, fromApi: true },
    { label: 'Happy users', value: HAPPY_USERS, fromApi: false },
    { label: 'Monthly visitors', value: MONTHLY_VISITORS, fromApi: false },
  ];
}
