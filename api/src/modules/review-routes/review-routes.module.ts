import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BusinessModule } from '../business/index.js';
import { ModerationModule } from '../moderation/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { SignalsModule } from '../signals/index.js';
import { ReviewsController } from './reviews.controller.js';
import { UserReviewsController } from './user-reviews.controller.js';

/**
 * The /api/reviews routes, one controller for the one prefix (and a user's reviews at
 * /api/users/{userId}/reviews), above the modules that own what they do: reviews and votes
 * (reviews), reports and appeals (moderation). A module of its own because
 * moderation builds on reviews (it hides and restores them): the routes of both in either would be
 * an import cycle. It owns no table.
 */
@Module({
  imports: [AuthModule, BusinessModule, ModerationModule, ReviewsModule, SignalsModule],
  controllers: [ReviewsController, UserReviewsController],
})
export class ReviewRoutesModule {}
