import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-ui/contract';
import { STALE } from 'shared-ui/contract';
import { queryKeys } from 'shared-ui/contract';
import type { Stats } from '../api/types';

/** Site-wide totals. */
export function getStats(): Promise<Stats> {
  return apiGet<Stats>(queryKeys.stats[0]);
}

export const statsQuery = () => queryOptions({ queryKey: queryKeys.stats, queryFn: getStats, staleTime: STALE.stats });

export function useStats() {
  return useQuery(statsQuery());
}
