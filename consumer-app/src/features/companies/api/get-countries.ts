import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, STALE, type Country } from 'shared-ui';

export const countriesQueryKey = ['/api/countries'] as const;

/** The countries that have companies, with how many (kept by the API), by ISO code. */
export function getCountries(): Promise<Country[]> {
  return answer(api.GET('/api/countries'));
}

export const countriesQuery = () => queryOptions({ queryKey: countriesQueryKey, queryFn: getCountries, staleTime: STALE.companies });

export function useCountries() {
  return useQuery(countriesQuery());
}
