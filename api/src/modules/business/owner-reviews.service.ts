import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReviewNotices } from '../review-notices/index.js';
import { OwnerRepliesService, ReviewResponse, ReviewsService, toStaffReviewResponse } from '../reviews/index.js';
import { ClaimsService } from './claims.service.js';

/** What a company's verified owner does with its reviews: read them and answer them publicly. */
@Injectable()
export class OwnerReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsService,
    private readonly replies: OwnerRepliesService,
    private readonly claims: ClaimsService,
    private readonly notices: ReviewNotices,
  ) {}

  async list(accountId: string, companyId: string, filter: 'all' | 'awaiting' | 'replied', offset: number, limit: number): Promise<ReviewResponse[]> {
    await this.claims.requireOwner(accountId, companyId);
    return (await this.replies.reviewsFor(companyId, filter, offset, limit)).map(toStaffReviewResponse);
  }

  /**
   * Creates or edits the one reply; the review row is locked so concurrent edits serialise. A
   * first reply tells the reviewer (ReviewNotices: once per review, never for an edit).
   */
  async reply(accountId: string, reviewId: string, content: string): Promise<ReviewResponse> {
    let noticed = false;
    const row = await this.db.transaction(async (manager) => {
      const review = await this.reviews.lockForWrite(manager, reviewId);
      if (!review || review.hidden) throw new NotFoundException('Review not found.');
      await this.claims.requireOwner(accountId, review.companyId, manager);
      if (review.replyHiddenDecisionId) throw replyHidden();
      const written = await this.replies.write(manager, reviewId, content);
      if (!review.hasReply) noticed = await this.notices.replyPosted(manager, reviewId);
      return written;
    });
    if (noticed) this.notices.deliverSoon();
    return toStaffReviewResponse(row!);
  }

  async removeReply(accountId: string, reviewId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const review = await this.reviews.lockForWrite(manager, reviewId);
      if (!review) throw new NotFoundException('Review not found.');
      await this.claims.requireOwner(accountId, review.companyId, manager);
      if (!review.hasReply) throw new NotFoundException('This review has no reply.');
      // Deleting and writing it again would undo the moderator's decision.
      if (review.replyHiddenDecisionId) throw replyHidden();
      await this.replies.remove(manager, reviewId);
    });
  }
}

function replyHidden(): ConflictException {
  return new ConflictException(
    'A moderator hid your reply to this review, so it cannot be changed, deleted or replaced. If you disagree, please contact support.',
  );
}
