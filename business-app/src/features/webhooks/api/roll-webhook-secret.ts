import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type WebhookEndpoint } from 'shared-ui';
import { webhooksKey } from './get-webhooks';

/**
 * Gives the endpoint a new signing secret, answered this once; the replaced one signs beside it
 * for `previousSecretHours` (0: not at all). The list shows until when at once.
 */
export function useRollWebhookSecret(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, previousSecretHours }: { endpointId: string; previousSecretHours: number }) =>
      answer(api.POST('/api/business/companies/{id}/webhooks/{webhookId}/secret', { params: { path: { id: companyId, webhookId: endpointId } }, body: { previousSecretHours } })),
    onSuccess: ({ secret: _, ...endpoint }) =>
      client.setQueryData<WebhookEndpoint[]>(webhooksKey(companyId), (list) => list?.map((e) => (e.id === endpoint.id ? endpoint : e))),
  });
}
