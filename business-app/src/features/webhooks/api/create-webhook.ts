import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type CreateWebhookBody } from 'shared-ui';
import { webhooksKey } from './get-webhooks';

/** Registers an endpoint; the answer is the only one that carries its signing secret. */
export function useCreateWebhook(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => answer(api.POST('/api/business/companies/{id}/webhooks', { params: { path: { id: companyId } }, body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: webhooksKey(companyId) }),
  });
}
