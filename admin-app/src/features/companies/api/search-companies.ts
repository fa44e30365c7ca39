import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';

/** Companies by name or category, for correcting their details; nothing is asked for an empty term. */
export const useCompanySearch = (term: string) =>
  useQuery({
    queryKey: ['/api/companies', 'admin-search', term],
    queryFn: () => answer(api.GET('/api/companies', { params: { query: { search: term, limit: 10 } } })),
    enabled: term.length > 0,
  });
