import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Signal } from './review-signals.js';
import { type ClusterRow, SignalClustersRepository } from './signal-clusters.repository.js';
import { type OpenSignal, SignalsRepository } from './signals.repository.js';

/**
 * Fake-review signals as moderators read and close them: a review's open signals, closed with the
 * decision about the review, and a company's clusters (the open signals of one kind), dismissed in
 * one decision. The changes run in the decision's transaction, which passes its manager.
 */
@Injectable()
export class SignalsService {
  constructor(
    private readonly signals: SignalsRepository,
    private readonly clusters: SignalClustersRepository,
  ) {}

  /** The review's open signals, by name, in the caller's transaction. */
  openForReview(manager: EntityManager, reviewId: string): Promise<Signal[]> {
    return this.signals.findOpenForReview(manager, reviewId);
  }

  /** The open signals of these reviews, oldest first, with the figures they were raised with. */
  openForReviews(reviewIds: string[]): Promise<OpenSignal[]> {
    return this.signals.findOpenForReviews(reviewIds);
  }

  /** Closes the review's open signals with a moderator's decision (resolved by a hide, or dismissed). */
  closeForReview(manager: EntityManager, reviewId: string, status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    return this.signals.closeOpenForReview(manager, reviewId, status, decisionId);
  }

  /** The company's open signals by kind, the largest cluster first. */
  clustersOf(companyId: string): Promise<ClusterRow[]> {
    return this.clusters.findOpenForCompany(companyId);
  }

  /**
   * Takes a cluster for a decision: its first `limit` signals raised up to `upTo` (the first raised
   * first), their reviews then their companies locked in id order as raising signals takes them
   * (closing moves each review's flag and its company's ranking sums: triggers), then the signals
   * still open. Answers the reviews of those signals the user did not write (`open`), and those
   * among the cluster's the user wrote (`own`: nobody decides about their own).
   */
  async lockCluster(
    manager: EntityManager,
    companyId: string,
    signal: Signal,
    upTo: Date,
    limit: number,
    userId: string,
  ): Promise<{ open: string[]; own: string[] }> {
    const candidates = await this.clusters.findReviewIds(manager, companyId, signal, upTo, limit);
    if (candidates.length === 0) return { open: [], own: [] };
    await this.signals.lockForFlagging(manager, candidates);
    const own = new Set(await this.clusters.findReviewsBy(manager, candidates, userId));
    const open = (await this.clusters.lockOpen(manager, companyId, signal, candidates)).filter((id) => !own.has(id));
    return { open, own: [...own] };
  }

  /** Dismisses those signals of the (locked) cluster with the decision. */
  dismissCluster(manager: EntityManager, signal: Signal, reviewIds: string[], decisionId: string): Promise<void> {
    return this.clusters.dismiss(manager, signal, reviewIds, decisionId);
  }

  /** In the caller's transaction (an erasure): see SignalsRepository.forgetAuthorMailboxes. */
  forgetAuthorMailboxes(manager: EntityManager, userId: string): Promise<void> {
    return this.signals.forgetAuthorMailboxes(manager, userId);
  }
}
