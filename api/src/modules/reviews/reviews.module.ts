import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { InvitationsModule } from '../invitations/index.js';
import { LowRatingAlertsModule } from '../low-rating-alerts/index.js';
import { SignalsModule } from '../signals/index.js';
import { ClientKeyRetention } from './client-key-retention.js';
import { CompanyReviewsRepository } from './company-reviews.repository.js';
import { CompanyReviewsService } from './company-reviews.service.js';
import { OwnerRepliesService } from './owner-replies.service.js';
import { ReviewChanges } from './review-changes.js';
import { ReviewVersionsRepository } from './review-versions.repository.js';
import { ReviewVisibilityService } from './review-visibility.service.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';
import { VotesRepository } from './votes/votes.repository.js';
import { VotesService } from './votes/votes.service.js';

/** Reviews and the helpful votes on them: this module alone writes the reviews and review_votes tables. */
@Module({
  imports: [AuthModule, InvitationsModule, SignalsModule, LowRatingAlertsModule],
  providers: [
    ReviewsRepository,
    ReviewVersionsRepository,
    CompanyReviewsRepository,
    ReviewsService,
    VotesRepository,
    VotesService,
    ClientKeyRetention,
    ReviewVisibilityService,
    OwnerRepliesService,
    CompanyReviewsService,
    ReviewChanges,
  ],
  // The services for the /reviews routes (modules/review-routes) and for moderation (visibility),
  // business (owners' replies), the company pages, widget and Business API (a company's reviews);
  // ReviewChanges for the modules that follow a review's changes (webhooks, highlights).
  exports: [ReviewsService, VotesService, ReviewVisibilityService, OwnerRepliesService, CompanyReviewsService, ReviewChanges],
})
export class ReviewsModule {}
