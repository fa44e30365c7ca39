import { Module } from '@nestjs/common';
import { BusinessModule } from '../business/index.js';
import { InvitationsModule } from '../invitations/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiInvitationsController, ApiReviewsController } from './business-api.controller.js';
import { BusinessApiService } from './business-api.service.js';
import { CompanyApiKeysController } from './company-api-keys.controller.js';
import { IdempotencyPurge } from './idempotency-purge.js';
import { IdempotencyRepository } from './idempotency.repository.js';

/**
 * API keys of business accounts (business_api_keys) and the Business API v1 they open, with the
 * answers kept for Idempotency-Key retries (api_idempotency_keys). The owner manages keys on the
 * dashboard (business session); /api/v1 takes only a key. Invitations go through the invitations
 * module with the business realm's sender, reviews are read through the reviews module.
 */
@Module({
  imports: [BusinessModule, InvitationsModule, ReviewsModule],
  controllers: [CompanyApiKeysController, ApiInvitationsController, ApiReviewsController],
  providers: [ApiKeysRepository, ApiKeysService, ApiKeyGuard, IdempotencyRepository, IdempotencyPurge, BusinessApiService],
})
export class ApiKeysModule {}
