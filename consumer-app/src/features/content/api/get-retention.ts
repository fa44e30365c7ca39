// How long personal data is kept, as the API is configured (IP_RETENTION_DAYS and the like): the
// privacy page publishes what the retention jobs do, not a copy of the defaults.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';

export const retentionQuery = () =>
  queryOptions({ queryKey: ['/api/privacy/retention'] as const, queryFn: () => answer(api.GET('/api/privacy/retention')), staleTime: 60 * 60 * 1000 });

export function useRetention() {
  return useQuery(retentionQuery());
}

/** "30 days", or words that promise no figure while the figures are unknown (a failed read). */
export function period(n: number | undefined, unit: 'day' | 'year'): string {
  if (n === undefined) return `a limited number of ${unit}s`;
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
