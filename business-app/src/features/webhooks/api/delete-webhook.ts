import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { webhooksKey } from './get-webhooks';

/** Deletes an endpoint, and with it the deliveries it had not received yet. */
export function useDeleteWebhook(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => answer(api.DELETE('/api/business/companies/{id}/webhooks/{webhookId}', { params: { path: { id: companyId, webhookId: endpointId } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: webhooksKey(companyId) }),
  });
}
