import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type CompanyDetail } from 'shared-ui';

export function getCompany(id: string): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>(`/api/companies/${encodeURIComponent(id)}`);
}

/** The company (with its first reviews), under the same key as its page, so the cache is shared. */
export function useCompany(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.company(id ?? ''),
    queryFn: () => getCompany(id!),
    enabled: Boolean(id),
  });
}
