import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LowRatingAlertsModule } from '../business/low-rating-alerts.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { SignalsModule } from '../signals/signals.module.js';
import { CompanyReviewsRepository } from './company-reviews.repository.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';
import { VotesRepository } from './votes/votes.repository.js';
import { VotesService } from './votes/votes.service.js';

/** Reviews and the helpful votes on them: this module alone writes the reviews and review_votes tables. */
@Module({
  imports: [AuthModule, InvitationsModule, SignalsModule, LowRatingAlertsModule],
  controllers: [ReviewsController],
  providers: [ReviewsRepository, CompanyReviewsRepository, ReviewsService, VotesRepository, VotesService],
  exports: [ReviewsRepository, CompanyReviewsRepository],
})
export class ReviewsModule {}
