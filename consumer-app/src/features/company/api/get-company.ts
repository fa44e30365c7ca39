import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type CompanyDetail } from 'shared-ui';

/** A company with its first 20 reviews (newest first), rating distribution and hasMoreReviews. */
export function getCompany(id: string): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>(`/api/companies/${encodeURIComponent(id)}`);
}

export function useCompany(id: string) {
  return useQuery({ queryKey: queryKeys.company(id), queryFn: () => getCompany(id) });
}
