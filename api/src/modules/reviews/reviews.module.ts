import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LowRatingAlertsModule } from '../business/low-rating-alerts.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { SignalsModule } from '../signals/signals.module.js';
import { ReviewVisibilityService } from './review-visibility.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [AuthModule, InvitationsModule, SignalsModule, LowRatingAlertsModule],
  controllers: [ReviewsController],
  providers: [ReviewsRepository, ReviewsService, ReviewVisibilityService],
  exports: [ReviewsRepository, ReviewVisibilityService],
})
export class ReviewsModule {}
