import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

/**
 * After a change: refetch the matching queries on screen, and drop the cached ones that are not.
 * Invalidating alone is not enough under the cache's "no refetch on mount" rule: a page opened
 * later would keep showing the stale copy.
 */
export async function refreshQueries(client: QueryClient, queryKey: QueryKey, predicate?: QueryFilters['predicate']): Promise<void> {
  client.removeQueries({ queryKey, predicate, type: 'inactive' });
  await client.invalidateQueries({ queryKey, predicate, refetchType: 'active' });
}
