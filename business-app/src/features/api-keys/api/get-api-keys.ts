import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

export const apiKeysKey = (companyId: string) => [...ownedCompanyKey(companyId), 'api-keys'] as const;

/** An owned company's active API keys, newest first, with their last use (never the keys themselves). */
export const getApiKeys = (companyId: string) => answer(api.GET('/api/business/companies/{id}/api-keys', { params: { path: { id: companyId } } }));

export function useApiKeys(companyId: string) {
  return useQuery({ queryKey: apiKeysKey(companyId), queryFn: () => getApiKeys(companyId) });
}
