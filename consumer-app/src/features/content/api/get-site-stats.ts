import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, STALE, type Stats } from 'shared-ui';

export function getSiteStats(): Promise<Stats> {
  return apiGet<Stats>(queryKeys.stats[0]);
}

export const siteStatsQueryKey = queryKeys.stats;

/** Site-wide totals, shared with every other stats query on the page (same key). */
export function useSiteStats() {
  return useQuery({ queryKey: siteStatsQueryKey, queryFn: getSiteStats, staleTime: STALE.stats });
}
