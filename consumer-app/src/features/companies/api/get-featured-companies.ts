import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, STALE, type Company } from 'shared-ui';

/** Top-rated companies (the API ranks them by a Bayesian average). */
export function getFeaturedCompanies(): Promise<Company[]> {
  return apiGet<Company[]>(queryKeys.featured[0]);
}

export const featuredCompaniesQuery = () => queryOptions({ queryKey: queryKeys.featured, queryFn: getFeaturedCompanies, staleTime: STALE.featured });

export function useFeaturedCompanies() {
  return useQuery(featuredCompaniesQuery());
}
