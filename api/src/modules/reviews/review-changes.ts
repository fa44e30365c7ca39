// What follows a review's change in other modules' tables. Those modules (webhooks, highlights)
// read reviews, so they import this module, which therefore cannot call them: they register here
// when they start, as modules do with auth's EmailVerifiedHooks.
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ReviewRow } from './reviews.repository.js';

/**
 * A review written, edited, verified (its author confirmed their address), or hidden or restored
 * by a moderator. Written, edited and verified carry the review as it is now; the others name it
 * (read it with `manager` if needed: it is locked). An edit that changes nothing is no change.
 * What follows a deletion, whoever deletes (a cascade from a deleted account too), is the database's:
 * the foreign keys and triggers on reviews.
 */
export type ReviewChange =
  | { kind: 'created'; review: ReviewRow }
  | { kind: 'updated'; review: ReviewRow; textChanged: boolean }
  | { kind: 'verified'; review: ReviewRow }
  | { kind: 'hidden' | 'restored'; reviewId: string; companyId: string };

/** A written or edited review, once its transaction has committed. */
export type CommittedReviewChange = Extract<ReviewChange, { kind: 'created' | 'updated' }>;

export type ReviewChangeListener = (manager: EntityManager, change: ReviewChange) => Promise<void>;
export type CommittedReviewChangeListener = (change: CommittedReviewChange) => Promise<void>;

@Injectable()
export class ReviewChanges {
  private readonly log = new Logger('Reviews');
  private readonly listeners: ReviewChangeListener[] = [];
  private readonly committedListeners: CommittedReviewChangeListener[] = [];

  register(listener: ReviewChangeListener): void {
    this.listeners.push(listener);
  }

  /** Follows written and edited reviews once they are committed: work that must not lengthen the write's transaction. */
  registerCommitted(listener: CommittedReviewChangeListener): void {
    this.committedListeners.push(listener);
  }

  /** Runs every listener in the change's transaction: one that fails fails the change. */
  async emit(manager: EntityManager, change: ReviewChange): Promise<void> {
    for (const listener of this.listeners) await listener(manager, change);
  }

  /** Runs every committed-change listener; the change stands whatever they do, so a failure is logged, not thrown. */
  async committed(change: CommittedReviewChange): Promise<void> {
    for (const listener of this.committedListeners) {
      try {
        await listener(change);
      } catch (e) {
        this.log.warn(`What follows the ${change.kind} review ${change.review.id} failed: ${(e as Error).message}`);
      }
    }
  }
}
