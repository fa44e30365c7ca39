import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

export const webhooksKey = (companyId: string) => [...ownedCompanyKey(companyId), 'webhooks'] as const;

/** The owned company's webhook endpoints with the last status of each (never their secrets). */
export const getWebhooks = (companyId: string) => answer(api.GET('/api/business/companies/{id}/webhooks', { params: { path: { id: companyId } } }));

export function useWebhooks(companyId: string) {
  return useQuery({ queryKey: webhooksKey(companyId), queryFn: () => getWebhooks(companyId) });
}
