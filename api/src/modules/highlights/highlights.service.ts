import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReviewChanges, type ReviewChange, type ReviewRow } from '../reviews/index.js';
import { readReview } from './aspect-extraction.js';
import { CompanyHighlightsResponse, toAspectHighlight } from './dto/highlights.dto.js';
import { HighlightsRepository, type ReadableReview } from './highlights.repository.js';

/** Fewest visible reviews a company's highlights are made from: below, its page shows none. */
export const MIN_REVIEWS = 20;
/** Fewest mentions an aspect needs to be shown. */
export const MIN_MENTIONS = 3;
/** Aspects on a company's page. */
export const TOP_ASPECTS = 5;

/**
 * "What reviewers say" on a company's page: the aspects its visible reviews mention most, kept
 * up to date in the transaction of every review's change (a review is a few sentences: a
 * millisecond or two), so the page reads a few kept rows whatever the number of reviews.
 */
@Injectable()
export class HighlightsService implements OnModuleInit {
  constructor(
    private readonly changes: ReviewChanges,
    private readonly highlights: HighlightsRepository,
  ) {}

  onModuleInit(): void {
    this.changes.register((manager, change) => this.follow(manager, change));
  }

  /** Follows one review's change. A deleted review's rows go by their foreign keys' cascade, and its totals by the triggers. */
  async follow(manager: EntityManager, change: ReviewChange): Promise<void> {
    switch (change.kind) {
      case 'created':
        await this.highlights.record(manager, [readReview(readable(change.review))]);
        return;
      case 'updated':
        // Read again whatever changed: the title is read too (textChanged tells of the content
        // only), and the stars rank the review's quotes. An edit is rare, a reading a millisecond.
        await this.highlights.replace(manager, readReview(readable(change.review)));
        return;
      case 'hidden':
      case 'restored':
        await this.highlights.setVisible(manager, change.reviewId, change.kind === 'restored');
        return;
      case 'deleted':
        return;
    }
  }

  async forCompany(companyId: string): Promise<CompanyHighlightsResponse> {
    const basis = await this.highlights.findBasis(companyId);
    if (!basis) throw new NotFoundException('Company not found.');
    const enough = basis.reviews >= MIN_REVIEWS;
    const aspects = enough ? await this.highlights.findTopAspects(companyId, MIN_MENTIONS, TOP_ASPECTS) : [];
    return { companyId, reviewCount: basis.reviews, minimumReviews: MIN_REVIEWS, enough, aspects: aspects.map(toAspectHighlight) };
  }
}

function readable(review: ReviewRow): ReadableReview {
  const { id, companyId, companyName, title, content, rating, hidden, createdAt } = review;
  return { id, companyId, companyName, title, content, rating, hidden, createdAt };
}
