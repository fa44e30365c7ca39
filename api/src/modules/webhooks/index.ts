// The webhooks module's public surface. It owns webhook_endpoints, webhook_deliveries and
// webhook_dropped_events; no other module needs anything of it: it registers on the reviews
// module's ReviewChanges and the business module's AccountIntegrations itself. The API document
// states the bound of an endpoint's waiting deliveries.
export { WebhooksModule } from './webhooks.module.js';
export { MAX_WAITING_PER_ENDPOINT } from './webhook-deliveries.repository.js';
