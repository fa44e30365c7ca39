import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReviewRow, ReviewsRepository } from './reviews.repository.js';

/**
 * A company owner's public reply to a review, as the reviews module keeps it, and the company's
 * reviews as its owner reads them. The business module checks the ownership and the moderators'
 * decisions, and calls these in its transaction with the review locked (ReviewsService.lockForWrite).
 */
@Injectable()
export class OwnerRepliesService {
  constructor(private readonly reviews: ReviewsRepository) {}

  /** A page of a company's published reviews for its owner: all, those awaiting a reply, or those replied to. */
  reviewsFor(companyId: string, filter: 'all' | 'awaiting' | 'replied', offset: number, limit: number): Promise<ReviewRow[]> {
    return this.reviews.findForOwner(companyId, filter, offset, limit);
  }

  /** Writes or replaces the reply (the first reply's time is kept across edits); answers the review as it is now. */
  async write(manager: EntityManager, reviewId: string, content: string): Promise<ReviewRow | undefined> {
    await this.reviews.setReply(manager, reviewId, content);
    return this.reviews.findById(reviewId, manager);
  }

  /** Removes the reply, and a moderator's hiding of it with it. */
  remove(manager: EntityManager, reviewId: string): Promise<void> {
    return this.reviews.setReply(manager, reviewId, null);
  }
}
