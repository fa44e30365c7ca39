import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answerPage, api, queryKeys, STALE, type Company } from 'shared-ui';
import type { CompanySort } from '../utils/companies-params';

export interface CompaniesQuery {
  search?: string;
  category?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  sort?: CompanySort;
  offset: number;
  limit: number;
}

/** The API's query for a page of the listing: empty filters and the default order (by name) are left out. */
function companiesApiQuery({ search, category, country, sort, offset, limit }: CompaniesQuery) {
  return {
    search: search || undefined,
    category: category || undefined,
    country: country || undefined,
    sort: sort && sort !== 'name' ? sort : undefined,
    offset,
    limit,
  };
}

/** One page of the company listing with the total from X-Total-Count. */
export function getCompanies(query: CompaniesQuery): Promise<{ items: Company[]; total: number }> {
  return answerPage(api.GET('/api/companies', { params: { query: companiesApiQuery(query) } }));
}

export function companiesQuery(query: CompaniesQuery) {
  return queryOptions({ queryKey: queryKeys.companies(query), queryFn: () => getCompanies(query), staleTime: STALE.companies });
}

export function useCompanies(query: CompaniesQuery) {
  // Keep the previous page on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...companiesQuery(query), placeholderData: keepPreviousData });
}
