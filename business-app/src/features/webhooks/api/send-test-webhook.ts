import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** Queues a signed `ping` to the endpoint; its deliveries list then shows how it went. */
export function useSendTestWebhook(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => answer(api.POST('/api/business/companies/{id}/webhooks/{webhookId}/test', { params: { path: { id: companyId, webhookId: endpointId } } })),
    onSuccess: (_delivery, endpointId) => void client.invalidateQueries({ queryKey: webhookDeliveriesKey(companyId, endpointId) }),
  });
}
