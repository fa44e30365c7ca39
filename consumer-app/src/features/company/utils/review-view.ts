// Which of a company's reviews its page lists: a rating, an order, keywords and verified only,
// all done by the API over every published review (issue 17). The view lives in the page's URL
// (?rating=1&sort=lowest&search=refund&verified=true), so a reload or a shared link shows it again.
import { pluralNoun, queryLimits, REVIEWS } from 'shared-ui';
import { isRatingFilter, isReviewSort, type RatingFilter, type ReviewSort } from './review-list';

export interface ReviewView {
  rating: RatingFilter;
  sort: ReviewSort;
  /** Keywords, trimmed; '' for none. */
  search: string;
  verifiedOnly: boolean;
}

export const DEFAULT_REVIEW_VIEW: ReviewView = { rating: 'all', sort: 'newest', search: '', verifiedOnly: false };

/** How deep keyword results go (the API's limit): past it, narrowing the search is the way on. */
export const SEARCH_MAX_OFFSET = 1_000;

/** The longest keyword search the API takes (its OpenAPI document). */
export const REVIEW_SEARCH_MAX_LENGTH = queryLimits['GET /api/companies/{id}'].search.maxLength;

/** The view as the company answer gives it first: every rating, newest first (Show More Reviews pages it). */
export function isDefaultView(view: ReviewView): boolean {
  return view.rating === 'all' && view.sort === 'newest' && !view.search && !view.verifiedOnly;
}

export function parseReviewView(params: URLSearchParams): ReviewView {
  const rating = params.get('rating') ?? 'all';
  const sort = params.get('sort') ?? 'newest';
  return {
    rating: isRatingFilter(rating) ? rating : 'all',
    sort: isReviewSort(sort) ? sort : 'newest',
    search: (params.get('search') ?? '').trim().slice(0, REVIEW_SEARCH_MAX_LENGTH),
    verifiedOnly: params.get('verified') === 'true',
  };
}

/** The query of a view (the page's URL and the API's alike); the default view's parts are left out. */
export function reviewViewParams(view: ReviewView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.rating !== 'all') params.set('rating', view.rating);
  if (view.sort !== 'newest') params.set('sort', view.sort);
  if (view.search) params.set('search', view.search);
  if (view.verifiedOnly) params.set('verified', 'true');
  return params;
}

/** The same view as the API's query on a company (a rating is a number there); the default view's parts are left out. */
export function reviewViewQuery(view: ReviewView): { rating?: number; sort?: Exclude<ReviewSort, 'newest'>; search?: string; verified?: true } {
  return {
    ...(view.rating !== 'all' ? { rating: Number(view.rating) } : {}),
    ...(view.sort !== 'newest' ? { sort: view.sort } : {}),
    ...(view.search ? { search: view.search } : {}),
    ...(view.verifiedOnly ? { verified: true as const } : {}),
  };
}

/** How many reviews a view has when the page knows it without asking: every review, or one star's (kept counts). */
export function knownViewTotal(view: ReviewView, totalReviews: number, distribution: Record<'1' | '2' | '3' | '4' | '5', number>): number | undefined {
  if (view.search || view.verifiedOnly) return undefined;
  return view.rating === 'all' ? totalReviews : distribution[view.rating];
}

const SORT_PHRASES: Record<ReviewSort, string> = {
  newest: 'newest first',
  oldest: 'oldest first',
  highest: 'highest rated first',
  lowest: 'lowest rated first',
  helpful: 'most helpful first',
};

/** The line above a filtered list: how many are shown, of how many when known, and in which order. */
export function viewSummary(view: ReviewView, shown: number, hasMore: boolean, knownTotal: number | undefined): string {
  const stars = view.rating === 'all' ? '' : view.rating === '1' ? '1-star ' : `${view.rating}-star `;
  const verified = view.verifiedOnly ? 'verified ' : '';
  const noun = (n: number) => `${stars}${verified}${pluralNoun(n, REVIEWS)}`;
  // A phrase search (a quote's link asks for one) is already in straight quotes: only curly ones around it.
  const phrase = /^"([^"]+)"$/.exec(view.search)?.[1] ?? view.search;
  const matching = view.search ? ` mentioning “${phrase}”` : '';
  const order = `, ${SORT_PHRASES[view.sort]}`;
  if (knownTotal !== undefined && knownTotal > shown) return `Showing ${shown} of ${knownTotal.toLocaleString('en-US')} ${noun(knownTotal)}${order}`;
  if (!hasMore) return `Showing ${shown === 1 ? 'the only' : `all ${shown.toLocaleString('en-US')}`} ${noun(shown)}${matching}${order}`;
  return `Showing the first ${shown.toLocaleString('en-US')} ${noun(shown)}${matching}${order}`;
}
