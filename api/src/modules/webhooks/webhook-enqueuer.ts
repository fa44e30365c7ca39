// Turns a review's changes into deliveries, in the transaction that changes the review: a change
// that commits has its deliveries queued, one that rolls back has none.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type ReviewChange, ReviewChanges, ReviewsService } from '../reviews/index.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { hiddenReviewData, publishedReviewData } from './webhook-events.js';

@Injectable()
export class WebhookEnqueuer implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: ReviewChanges,
    private readonly reviews: ReviewsService,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  onModuleInit(): void {
    this.changes.register((manager, change) => this.reviewChanged(manager, change));
  }

  /**
   * created -> review.created, updated and verified -> review.updated, hidden -> review.hidden, restored ->
   * review.updated (published again, whole). Hidden, the review's deliveries carrying its words and
   * not yet sent never will be. A deletion announces nothing: the database stops the deleted
   * review's deliveries and drops its words from those sent, whoever deletes it
   * (sql/webhook-deleted-reviews.sql).
   */
  async reviewChanged(manager: EntityManager, change: ReviewChange): Promise<void> {
    const site = this.config.siteUrl;
    switch (change.kind) {
      case 'created':
      case 'updated':
        return this.deliveries.enqueueForCompany(manager, change.review.companyId, `review.${change.kind}`, change.review.id, publishedReviewData(change.review, site));
      case 'verified':
        return this.deliveries.enqueueForCompany(manager, change.review.companyId, 'review.updated', change.review.id, publishedReviewData(change.review, site));
      case 'hidden':
        await this.deliveries.supersedeHidden(manager, change.reviewId);
        return this.deliveries.enqueueForCompany(manager, change.companyId, 'review.hidden', change.reviewId, hiddenReviewData(change.reviewId, change.companyId));
      case 'restored': {
        const review = await this.reviews.findById(change.reviewId, manager);
        if (review) await this.deliveries.enqueueForCompany(manager, change.companyId, 'review.updated', review.id, publishedReviewData(review, site));
        return;
      }
    }
  }
}
