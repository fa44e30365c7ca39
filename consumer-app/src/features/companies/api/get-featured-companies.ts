import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, queryKeys, STALE, type Company } from 'shared-ui';

/** Top-rated companies (the API ranks them by a Bayesian average). */
export function getFeaturedCompanies(): Promise<Company[]> {
  return answer(api.GET('/api/companies/featured'));
}

export const featuredCompaniesQuery = () => queryOptions({ queryKey: queryKeys.featured, queryFn: getFeaturedCompanies, staleTime: STALE.featured });

export function useFeaturedCompanies() {
  return useQuery(featuredCompaniesQuery());
}
