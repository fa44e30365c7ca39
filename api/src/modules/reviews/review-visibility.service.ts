// A review's visibility as moderators decide it: hidden (out of every public read and its company's
// aggregates) or restored whole, and its owner's reply hidden or shown. The reviews module owns the
// columns; moderation calls these inside its decision's transaction, the review locked
// (ReviewsRepository.lockForWrite), with the decision's audit entry.
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReviewChanges } from './review-changes.js';
import { ReviewsRepository, type LockedReview } from './reviews.repository.js';

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
}
