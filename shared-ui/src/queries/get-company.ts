import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import { queryKeys } from 'shared-ui/contract';
import type { CompanyDetail } from '../api/types';

/** A company with its first 20 reviews (newest first), rating distribution and hasMoreReviews. */
export function getCompany(id: string): Promise<CompanyDetail> {
  return answer(api.GET('/api/companies/{id}', { params: { path: { id } } }));
}

/** One cache entry per company, shared by its page (and its server-side loader) and every form that shows it. */
export function companyQuery(id: string) {
  return queryOptions({ queryKey: queryKeys.company(id), queryFn: () => getCompany(id) });
}

export function useCompany(id: string | undefined) {
  return useQuery({ ...companyQuery(id ?? ''), enabled: Boolean(id) });
}
