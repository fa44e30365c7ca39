import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

/** After a reply changes: the owner's lists and every public list that shows the review. */
export function refreshAfterReply(client: QueryClient, companyId: string) {
  void client.invalidateQueries({ queryKey: ownedCompanyKey(companyId) });
  void client.invalidateQueries({ queryKey: queryKeys.company(companyId) });
  void client.invalidateQueries({ queryKey: queryKeys.recentReviews });
}
