import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AuthModule } from '../auth/index.js';
import { CompaniesModule } from '../companies/index.js';
import { InvitationsModule } from '../invitations/index.js';
import { ReviewNoticesModule } from '../review-notices/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { AccountIntegrations } from './account-integrations.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';
import { BusinessAccountModerationRepository } from './account-moderation.repository.js';
import { BusinessAccountsRepository } from './business-accounts.repository.js';
import { BusinessAccountsService } from './business-accounts.service.js';
import { BusinessAuthController } from './business-auth.controller.js';
import { BusinessAuthService } from './business-auth.service.js';
import { BusinessClaimsController, BusinessCompaniesController } from './business-companies.controller.js';
import { BusinessPlansController, PlanTermsController } from './business-plans.controller.js';
import { BusinessSessionStrategy } from './business-session.strategy.js';
import { ClaimDecisionsRepository } from './claim-decisions.repository.js';
import { ClaimsRepository } from './claims.repository.js';
import { ClaimsService } from './claims.service.js';
import { CompanyAnalyticsController } from './company-analytics.controller.js';
import { CompanyInvitationsController } from './company-invitations.controller.js';
import { DomainProof } from './domain-proof.js';
import { InvitationSenders } from './invitation-senders.js';
import { OwnerRepliesController, OwnerReviewsController } from './owner-reviews.controller.js';
import { OwnerReviewsService } from './owner-reviews.service.js';
import { OwnershipService } from './ownership.service.js';
import { PlansService } from './plans.service.js';

/** The business realm: accounts with their own sessions, cookie and passport strategy, and what they do with companies. */
@Module({
  imports: [AuditModule, AuthModule, CompaniesModule, ReviewsModule, InvitationsModule, ReviewNoticesModule],
  // In this order, the order of the OpenAPI document's paths.
  controllers: [
    BusinessAuthController,
    BusinessCompaniesController,
    BusinessClaimsController,
    OwnerReviewsController,
    OwnerRepliesController,
    CompanyInvitationsController,
    CompanyAnalyticsController,
    PlanTermsController,
    BusinessPlansController,
  ],
  providers: [
    AccountIntegrations,
    BusinessAuthService,
    BusinessAccountsRepository,
    BusinessSessionStrategy,
    ClaimsService,
    ClaimsRepository,
    DomainProof,
    OwnerReviewsService,
    InvitationSenders,
    AnalyticsService,
    AnalyticsRepository,
    PlansService,
    BusinessAccountModerationRepository,
    ClaimDecisionsRepository,
    BusinessAccountsService,
    OwnershipService,
  ],
  // PlansService: the widgets show the templates of a company's owner's plan, moderators decide plan
  // requests. Moderation's decisions use accounts (BusinessAccountsService) and ownership
  // (OwnershipService). InvitationSenders: the Business API sends invitations as the dashboard does.
  // AccountIntegrations: API keys and webhooks mail their owner and are revoked on a reset.
  exports: [BusinessSessionStrategy, ClaimsService, PlansService, BusinessAccountsService, OwnershipService, InvitationSenders, AccountIntegrations],
})
export class BusinessModule {}
