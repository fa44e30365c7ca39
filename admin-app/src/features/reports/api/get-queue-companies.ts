import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** Companies with reviews on the queue whose name contains the search (the busiest for none); asked once the picker opens. */
export const useQueueCompanies = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'reports', 'companies', search],
    queryFn: () => answer(api.GET('/api/admin/reports/companies', { params: { query: { search, limit: 20 } } })),
    placeholderData: keepPreviousData,
    enabled,
  });
