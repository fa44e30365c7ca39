import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerPage, api, queryKeys, STALE } from 'shared-ui';

export const COMPANY_PICKER_LIMIT = 10;

export function searchCompanies(search: string) {
  return answerPage(api.GET('/api/companies', { params: { query: { search, limit: COMPANY_PICKER_LIMIT } } }));
}

/** Companies whose name or category contains the text; nothing is asked for blank text. */
export function useSearchCompanies(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: queryKeys.companies({ search: text, limit: COMPANY_PICKER_LIMIT }),
    queryFn: () => searchCompanies(text),
    enabled: text.length > 0,
    staleTime: STALE.companies,
    // Keep the last answer on screen while the next one loads, instead of flashing "no results".
    placeholderData: keepPreviousData,
  });
}
