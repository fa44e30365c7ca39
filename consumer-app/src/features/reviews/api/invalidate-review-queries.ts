import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, refreshQueries } from 'shared-ui';

/**
 * After a review is written, edited or deleted: every list and figure it appears in. Keys match by
 * prefix, so ['/api/companies'] covers each company page and company list.
 */
export function invalidateReviewQueries(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [['/api/companies'], queryKeys.featured, queryKeys.recentReviews, ['/api/reviews/user'], queryKeys.stats].map((queryKey) =>
      refreshQueries(client, queryKey),
    ),
  );
}
