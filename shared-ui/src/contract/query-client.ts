import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Cache defaults: no refetch on focus, mount or reconnect; fresh 10 min; gc 15 min; no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: 10 * MINUTE,
        gcTime: 15 * MINUTE,
        retry: false,
        networkMode: 'online',
      },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}

/** Per-query freshness. */
export const STALE = {
  user: 5 * MINUTE,
  stats: 30_000,
  companies: 10 * MINUTE,
  userReviews: 5 * MINUTE,
  recentReviews: 3 * MINUTE,
  featured: 10 * MINUTE,
} as const;
