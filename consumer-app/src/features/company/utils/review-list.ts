// The company page's review list rules: filter and sort happen on the client, over the
// reviews loaded so far; Show More only makes sense on the unfiltered, newest-first list.
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

/** Exact-rating filter: '4' keeps only 4-star reviews. */
export function filterReviews(reviews: readonly Review[], filter: RatingFilter): Review[] {
  if (filter === 'all') return [...reviews];
  const rating = Number(filter);
  return reviews.filter((r) => r.rating === rating);
}

const time = (r: Review) => Date.parse(r.createdAt);
const newestFirst = (a: Review, b: Review) => time(b) - time(a);

const comparators: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: newestFirst,
  oldest: (a, b) => time(a) - time(b),
  // Ties keep the newest first, so equal ratings read in a sensible order.
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  helpful: (a, b) => b.helpfulCount - a.helpfulCount || newestFirst(a, b),
};

export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  return [...reviews].sort(comparators[sort]);
}

export function visibleReviews(reviews: readonly Review[], filter: RatingFilter, sort: ReviewSort): Review[] {
  return sortReviews(filterReviews(reviews, filter), sort);
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
