// The webhooks module's public surface. It owns webhook_endpoints and webhook_deliveries; no other
// module needs anything of it: it registers on the reviews module's ReviewChanges itself.
export { WebhooksModule } from './webhooks.module.js';
