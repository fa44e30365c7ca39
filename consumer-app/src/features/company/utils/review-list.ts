// The company page's review list rules. Filters and orders are done by the API over every review
// (review-view.ts); the default view (every rating, newest first) pages with Show More Reviews.
import type { Review } from 'shared-ui';

export const RATING_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

/** How many more reviews Show More Reviews asks for at a time. */
export const MORE_REVIEWS_PAGE_SIZE = 50;

export function isRatingFilter(value: string): value is RatingFilter {
  return (RATING_FILTERS as readonly string[]).includes(value);
}

export function isReviewSort(value: string): value is ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value);
}

export interface ShowMoreState {
  filter: RatingFilter;
  sort: ReviewSort;
  hasMoreReviews: boolean;
  loadedCount: number;
  totalReviews: number;
}

/** Show More Reviews: only on the unfiltered newest-first list, while the server has more than is loaded. */
export function shouldShowMoreReviews({ filter, sort, hasMoreReviews, loadedCount, totalReviews }: ShowMoreState): boolean {
  return filter === 'all' && sort === 'newest' && hasMoreReviews && loadedCount < totalReviews;
}

/** Appends a further page, skipping reviews already loaded (a new review shifts the offsets). */
export function appendReviews(loaded: readonly Review[], more: readonly Review[]): Review[] {
  const seen = new Set(loaded.map((r) => r.id));
  return [...loaded, ...more.filter((r) => !seen.has(r.id))];
}
