import { useQuery } from '@tanstack/react-query';
import { answerPage, api } from 'shared-ui';

export const SEARCH_LIMIT = 8;

/** Listed companies whose name matches `term` (two letters at least), to claim one. */
export function useCompanySearch(term: string) {
  return useQuery({
    queryKey: ['/api/companies', { search: term, limit: SEARCH_LIMIT }],
    queryFn: () => answerPage(api.GET('/api/companies', { params: { query: { search: term, limit: SEARCH_LIMIT } } })),
    enabled: term.length >= 2,
  });
}
