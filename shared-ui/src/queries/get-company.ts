import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-ui/contract';
import { queryKeys } from 'shared-ui/contract';
import type { CompanyDetail } from '../api/types';

/** A company with its first 20 reviews (newest first), rating distribution and hasMoreReviews. */
export function getCompany(id: string): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>(`/api/companies/${encodeURIComponent(id)}`);
}

/** One cache entry per company, shared by its page (and its server-side loader) and every form that shows it. */
export function companyQuery(id: string) {
  return queryOptions({ queryKey: queryKeys.company(id), queryFn: () => getCompany(id) });
}

export function useCompany(id: string | undefined) {
  return useQuery({ ...companyQuery(id ?? ''), enabled: Boolean(id) });
}
