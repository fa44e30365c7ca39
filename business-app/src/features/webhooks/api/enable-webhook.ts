import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type WebhookEndpoint } from 'shared-ui';
import { webhooksKey } from './get-webhooks';

/** Turns on again an endpoint turned off after its deliveries failed; the list shows it on at once. */
export function useEnableWebhook(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => answer(api.POST('/api/business/companies/{id}/webhooks/{webhookId}/enable', { params: { path: { id: companyId, webhookId: endpointId } } })),
    onSuccess: (endpoint) => client.setQueryData<WebhookEndpoint[]>(webhooksKey(companyId), (list) => list?.map((e) => (e.id === endpoint.id ? endpoint : e))),
  });
}
