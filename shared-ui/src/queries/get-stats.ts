import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import { STALE } from 'shared-ui/contract';
import { queryKeys } from 'shared-ui/contract';
import type { Stats } from '../api/types';

/** Site-wide totals. */
export function getStats(): Promise<Stats> {
  return answer(api.GET('/api/stats'));
}

export const statsQuery = () => queryOptions({ queryKey: queryKeys.stats, queryFn: getStats, staleTime: STALE.stats });

export function useStats() {
  return useQuery(statsQuery());
}
