import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, queryKeys, STALE, type Company } from 'shared-ui';
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

export function companiesUrl({ search, category, country, sort, offset, limit }: CompaniesQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (country) params.set('country', country);
  if (sort && sort !== 'name') params.set('sort', sort);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return `/api/companies?${params.toString()}`;
}

/** One page of the company listing with the total from X-Total-Count. */
export function getCompanies(query: CompaniesQuery): Promise<{ items: Company[]; total: number }> {
  return apiGetPage<Company>(companiesUrl(query));
}

export function companiesQuery(query: CompaniesQuery) {
  return queryOptions({ queryKey: queryKeys.companies(query), queryFn: () => getCompanies(query), staleTime: STALE.companies });
}

export function useCompanies(query: CompaniesQuery) {
  // Keep the previous page on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...companiesQuery(query), placeholderData: keepPreviousData });
}
