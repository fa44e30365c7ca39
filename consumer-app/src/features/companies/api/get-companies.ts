import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, queryKeys, STALE, type Company } from 'shared-ui';

export interface CompaniesQuery {
  search?: string;
  category?: string;
  offset: number;
  limit: number;
}

export function companiesUrl({ search, category, offset, limit }: CompaniesQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return `/api/companies?${params.toString()}`;
}

/** One page of the company listing with the total from X-Total-Count. */
export function getCompanies(query: CompaniesQuery): Promise<{ items: Company[]; total: number }> {
  return apiGetPage<Company>(companiesUrl(query));
}

export function useCompanies(query: CompaniesQuery) {
  return useQuery({
    queryKey: queryKeys.companies(query),
    queryFn: () => getCompanies(query),
    staleTime: STALE.companies,
    // Keep the previous page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}
