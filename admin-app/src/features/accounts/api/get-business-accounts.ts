import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** Business accounts by email, contact or company name (the newest for an empty search), with their claims. */
export const useBusinessAccounts = (search: string) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'business-accounts', search],
    queryFn: () => answer(api.GET('/api/admin/business-accounts', { params: { query: { search } } })),
    staleTime: 0,
  });
