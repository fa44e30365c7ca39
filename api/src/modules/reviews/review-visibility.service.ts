// A review's visibility as moderators decide it: hidden (out of every public read and its company's
// aggregates) or restored whole, and its owner's reply hidden or shown; and the hidden reviews as
// moderators and their authors read them. The reviews module owns the columns; moderation calls
// the changes inside its decision's transaction, the review locked (ReviewsService.lockForWrite),
// with the decision's audit entry.
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReviewChanges } from './review-changes.js';
import { type HiddenReviewPageRow, type HiddenReviewRow, type LockedReview, ReviewsRepository } from './reviews.repository.js';

@Injectable()
export class ReviewVisibilityService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly changes: ReviewChanges,
  ) {}

  /** Hides the review by the decision: it leaves every public list, and the reviews trigger moves its company's running totals at once. */
  async hide(manager: EntityManager, review: LockedReview, decisionId: string): Promise<void> {
    await this.reviews.setHidden(manager, review.id, decisionId);
    await this.changes.emit(manager, { kind: 'hidden', reviewId: review.id, companyId: review.companyId });
  }

  /** Restores a hidden review whole: it counts again everywhere, with its votes, reply and topic. */
  async restore(manager: EntityManager, review: LockedReview): Promise<void> {
    await this.reviews.setHidden(manager, review.id, null);
    await this.changes.emit(manager, { kind: 'restored', reviewId: review.id, companyId: review.companyId });
  }

  /** Hides the owner's reply by the decision, leaving the review published. */
  async hideReply(manager: EntityManager, reviewId: string, decisionId: string): Promise<void> {
    await this.reviews.setReplyHidden(manager, reviewId, decisionId);
  }

  /** Shows a hidden reply again. */
  async showReply(manager: EntityManager, reviewId: string): Promise<void> {
    await this.reviews.setReplyHidden(manager, reviewId, null);
  }

  /** An author's hidden reviews with the decision that hid them, newest decision first. */
  hiddenByAuthor(userId: string): Promise<HiddenReviewRow[]> {
    return this.reviews.findHiddenByAuthor(userId);
  }

  /** A page of the hidden reviews (of one company, if given), the most recently hidden first, with the decision that hid each. */
  hiddenPage(companyId: string | null, offset: number, limit: number): Promise<HiddenReviewPageRow[]> {
    return this.reviews.findHiddenPage(companyId, offset, limit);
  }

  /** How many reviews are hidden now (of one company, if given). */
  countHidden(companyId: string | null): Promise<number> {
    return this.reviews.countHidden(companyId);
  }
}
