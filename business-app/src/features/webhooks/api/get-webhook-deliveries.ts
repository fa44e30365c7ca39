import { useQuery } from '@tanstack/react-query';
import { answer, api, type WebhookDelivery } from 'shared-ui';
import { webhooksKey } from './get-webhooks';

export const webhookDeliveriesKey = (companyId: string, endpointId: string) => [...webhooksKey(companyId), endpointId, 'deliveries'] as const;

/** The endpoint's 50 latest deliveries, newest first. */
export const getWebhookDeliveries = (companyId: string, endpointId: string) =>
  answer(api.GET('/api/business/companies/{id}/webhooks/{webhookId}/deliveries', { params: { path: { id: companyId, webhookId: endpointId } } }));

/**
 * Deliveries not yet tried once: sent within seconds, so their outcome is worth polling for. Not
 * those held while the endpoint is off (their last error says so): nothing happens to them until
 * it is turned back on.
 */
export const awaitingFirstAttempt = (deliveries: readonly WebhookDelivery[] | undefined) =>
  (deliveries ?? []).filter((d) => d.state === 'pending' && d.attempts === 0 && d.lastError === null).length;

export function useWebhookDeliveries(companyId: string, endpointId: string) {
  return useQuery({
    queryKey: webhookDeliveriesKey(companyId, endpointId),
    queryFn: () => getWebhookDeliveries(companyId, endpointId),
    refetchInterval: (query) => (awaitingFirstAttempt(query.state.data) > 0 ? 2000 : false),
  });
}
