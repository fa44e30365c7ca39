import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';
import { STALE } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import type { Stats } from '../api/types';

/** Site-wide totals. */
export function getStats(): Promise<Stats> {
  return apiGet<Stats>(queryKeys.stats[0]);
}

export function useStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: getStats, staleTime: STALE.stats });
}
