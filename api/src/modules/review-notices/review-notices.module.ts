import { Module } from '@nestjs/common';
import { ReviewNoticesRepository } from './review-notices.repository.js';
import { ReviewNotices } from './review-notices.service.js';

/**
 * Mail to a review's author about their review: the business module calls it when an owner
 * first replies, the moderation module when a moderator hides the review. A module of its own,
 * importing neither, so both can import it.
 */
@Module({
  providers: [ReviewNoticesRepository, ReviewNotices],
  exports: [ReviewNotices],
})
export class ReviewNoticesModule {}
