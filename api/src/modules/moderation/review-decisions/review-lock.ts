// The review a decision is about, locked for the rest of the decision's transaction, and the rule
// that nobody decides about their own review.
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../../auth/index.js';
import type { LockedReview, ReviewsService } from '../../reviews/index.js';

/** Locks the review (edits, deletes, votes and decisions serialise on it); 404 when there is none. */
export async function lockReview(reviews: ReviewsService, manager: EntityManager, reviewId: string): Promise<LockedReview> {
  const review = await reviews.lockForWrite(manager, reviewId);
  if (!review) throw new NotFoundException('Review not found.');
  return review;
}

/** Nobody decides about their own review: another moderator does. */
export function notOwnReview(moderator: User, review: LockedReview): void {
  if (review.userId === moderator.id) throw new ForbiddenException('You cannot moderate your own review: another moderator will decide.');
}
