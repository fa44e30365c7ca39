import { Module } from '@nestjs/common';
import { BusinessModule } from '../business/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { WebhookAddressGuard } from './webhook-address-guard.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookDeliveryWorker } from './webhook-delivery-worker.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { WebhookEnqueuer } from './webhook-enqueuer.js';
import { WebhookSender } from './webhook-sender.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Webhooks of owned companies: endpoints (webhook_endpoints), the durable queue of their deliveries
 * (webhook_deliveries) and the count of events past an endpoint's bound (webhook_dropped_events),
 * all written only here. It follows reviews through ReviewChanges, checks ownership with the
 * business module's ClaimsService and tells the account of new endpoints, and ends them on a
 * password reset that asks, through its AccountIntegrations; nothing imports it.
 */
@Module({
  imports: [BusinessModule, ReviewsModule],
  controllers: [WebhooksController],
  providers: [WebhookAddressGuard, WebhookDeliveriesRepository, WebhookEndpointsRepository, WebhookEnqueuer, WebhookSender, WebhookDeliveryWorker, WebhooksService],
})
export class WebhooksModule {}
