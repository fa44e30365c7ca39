import { Injectable } from '@nestjs/common';
import { type CompanyReviewFilter, type CompanyReviewOrder, CompanyReviewsRepository } from './company-reviews.repository.js';
import type { ReviewRow } from './reviews.repository.js';

/**
 * A company's published reviews as its page, its widget and the Business API read them: the newest
 * a page at a time, and the ids of a filtered, sorted or searched page (which the companies module
 * pages through: company-review-pages.ts), each along an index.
 */
@Injectable()
export class CompanyReviewsService {
  constructor(private readonly reviews: CompanyReviewsRepository) {}

  /** A page of the company's published reviews, newest first. */
  newest(companyId: string, offset: number, limit: number): Promise<ReviewRow[]> {
    return this.reviews.findPublishedForCompany(companyId, offset, limit);
  }

  /** The text-search query of a reviewer's words; null when no word is searchable (only stop words). */
  parseSearch(text: string): Promise<string | null> {
    return this.reviews.parseReviewSearch(text);
  }

  /** The ids of one page of the company's published reviews under a filter without keywords, in an index order. */
  pageIds(companyId: string, filter: CompanyReviewFilter, order: CompanyReviewOrder, offset: number, limit: number): Promise<string[]> {
    return this.reviews.findCompanyReviewIds(companyId, filter, order, offset, limit);
  }

  /** How many reviews a filter without keywords keeps, counting at most `cap`. */
  countUpTo(companyId: string, filter: CompanyReviewFilter, cap: number): Promise<number> {
    return this.reviews.countCompanyReviewsUpTo(companyId, filter, cap);
  }

  /** The ids of one page of the company's reviews matching keywords, in an index order; `viewSize` is how many reviews the view has. */
  matchingIds(companyId: string, filter: CompanyReviewFilter & { tsquery: string }, order: CompanyReviewOrder, offset: number, limit: number, viewSize: number): Promise<string[]> {
    return this.reviews.findMatchingCompanyReviewIds(companyId, filter, order, offset, limit, viewSize);
  }

  /** Published reviews by id, in the order of the ids. */
  inOrder(ids: string[]): Promise<ReviewRow[]> {
    return this.reviews.findPublishedInOrder(ids);
  }
}
