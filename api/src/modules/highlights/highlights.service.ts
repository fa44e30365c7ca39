import { Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type CommittedReviewChange, ReviewChanges } from '../reviews/index.js';
import { CompanyHighlightsResponse, toAspectHighlight } from './dto/highlights.dto.js';
import { HighlightsReader } from './highlights-reader.js';
import { HighlightsRepository } from './highlights.repository.js';

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
 * reviews. What follows from the reviews' own columns, whoever writes them, is the database's
 * (sql/review-highlights.sql): a review written, or whose words are edited, waits unread; hiding,
 * restoring, deleting and new stars move its rows. This service reads the unread ones' aspects.
 */
/** Readings of one committed write, each after the words changed under the one before; then the backfill reads it. */
const READ_ATTEMPTS = 5;

@Injectable()
export class HighlightsService implements OnModuleInit {
  private readonly log = new Logger('Highlights');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly changes: ReviewChanges,
    private readonly highlights: HighlightsRepository,
    private readonly reader: HighlightsReader,
  ) {}

  onModuleInit(): void {
    this.changes.registerCommitted((change) => this.readCommitted(change));
  }

  /**
   * Reads a review the API wrote or edited, once the write has committed: in the reading thread,
   * so neither the event loop nor the company's row waits for it; the write's request answers
   * after it (its author sees the highlights it moved). An edit that left the words as they were
   * left nothing unread, and costs one probe. A reading that cannot be made (too many waiting, a
   * failed thread) leaves the review unread, for the backfill (at start and every 10 minutes): the
   * queue is in the database, so a restart loses nothing either.
   */
  async readCommitted(change: CommittedReviewChange): Promise<void> {
    for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
      const claim = await this.highlights.claimOne(change.review.id);
      if (!claim) return;
      let kept: boolean;
      try {
        const { mentions } = await this.reader.read(claim);
        kept = await this.db.transaction((manager) => this.highlights.recordRead(manager, { review: claim, mentions }));
      } catch (e) {
        await this.highlights.release(claim);
        this.log.warn(`Review ${claim.id} is left for the backfill to read: ${(e as Error).message}`);
        return;
      }
      if (kept) return;
      // Not kept: the words changed after this claim read them. The edit that changed them may
      // have tried to claim the review meanwhile, found this claim and stopped (a claim taken as
      // that edit committed may even read the words from before it), so nobody else reads the
      // new words: give the claim back and read them as they are now.
      await this.highlights.release(claim);
    }
    this.log.warn(`Review ${change.review.id} kept changing while it was read; it is left for the backfill.`);
  }

  async forCompany(companyId: string): Promise<CompanyHighlightsResponse> {
    const basis = await this.highlights.findBasis(companyId);
    if (!basis) throw new NotFoundException('Company not found.');
    const enough = basis.reviews >= MIN_REVIEWS;
    const aspects = enough ? await this.highlights.findTopAspects(companyId, MIN_MENTIONS, TOP_ASPECTS) : [];
    return { companyId, reviewCount: basis.reviews, minimumReviews: MIN_REVIEWS, enough, aspects: aspects.map(toAspectHighlight) };
  }
}
