// What follows a review's change in other modules' tables, in the transaction that changes it.
// Those modules (webhooks, highlights) read reviews, so they import this module, which therefore
// cannot call them: they register here when they start, as modules do with auth's EmailVerifiedHooks.
import { Injectable } from '@nestjs/common';
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

export type ReviewChangeListener = (manager: EntityManager, change: ReviewChange) => Promise<void>;

@Injectable()
export class ReviewChanges {
  private readonly listeners: ReviewChangeListener[] = [];

  register(listener: ReviewChangeListener): void {
    this.listeners.push(listener);
  }

  /** Runs every listener in the change's transaction: one that fails fails the change. */
  async emit(manager: EntityManager, change: ReviewChange): Promise<void> {
    for (const listener of this.listeners) await listener(manager, change);
  }
}
