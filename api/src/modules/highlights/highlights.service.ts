import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReviewChanges, type ReviewChange, type ReviewRow } from '../reviews/index.js';
import { readReview } from './aspect-extraction.js';
import { CompanyHighlightsResponse, toAspectHighlight } from './dto/highlights.dto.js';
import { HighlightsRepository, type ReadableReview } from './highlights.repository.js';

/**
 * Fewest visible reviews a company's highlights are made from: at least this many (`>=`), below
 * it its page shows none. The page's note says "at least 20 reviews", and its own copy of the
 * number (HIGHLIGHTS_MIN_REVIEWS) is checked against this one by its tests.
 */
export const MIN_REVIEWS = 20;
/** Fewest mentions an aspect needs to be shown; stated in the page's note (HIGHLIGHTS_MIN_MENTIONS, checked against this one). */
export const MIN_MENTIONS = 3;
/** Aspects on a company's page. */
export const TOP_ASPECTS = 5;

/**
 * "What reviewers say" on a company's page: the aspects its visible reviews mention most, kept
 * as reviews are written and edited, so the page reads a few kept rows whatever the number of
 * reviews. Hiding, restoring and deleting a review need nothing here: the database's triggers
 * follow them (sql/review-highlights.sql), whoever makes them.
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

  /**
   * Reads a review written or edited, in the transaction that writes it: ReviewChanges gives the
   * review only there, after its company's row is locked by the reviews trigger. So it is read
   * first thing, before any statement of its own: a quarter of a millisecond for a typical review,
   * 5 ms for 5,000 characters, 9 ms for 10,000 (medians, bench/highlights-reading.mjs), added to
   * the time the company's row stays locked.
   */
  async follow(manager: EntityManager, change: ReviewChange): Promise<void> {
    if (change.kind === 'created') await this.highlights.record(manager, readReview(readable(change.review)));
    // Read again whatever changed: the title is read too (textChanged tells of the content only).
    // Stars, date and visibility are taken from the review's row as the aspects are written.
    else if (change.kind === 'updated') await this.highlights.replace(manager, readReview(readable(change.review)));
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
  const { id, companyId, companyName, title, content } = review;
  return { id, companyId, companyName, title, content };
}
