import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, STALE, type Stats } from 'shared-ui';

export function getStats(): Promise<Stats> {
  return apiGet<Stats>(queryKeys.stats[0]);
}

export function useStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: getStats, staleTime: STALE.stats });
}
