// Which of a company's reviews its page lists: a rating, a topic, an order, keywords and verified
// only, all done by the API over every published review. The view lives in the page's URL
// (?rating=1&topic=Delivery&sort=lowest&search=refund&verified=true), so a reload or a shared link
// shows it again.
import { pluralNoun, queryLimits, REVIEWS } from 'shared-ui';
import { REVIEW_TOPICS, type ReviewTopic } from '../../reviews';
import { isRatingFilter, isReviewSort, type RatingFilter, type ReviewSort } from './review-list';

export interface ReviewView {
  rating: RatingFilter;
  sort: ReviewSort;
  /** Keywords, trimmed; '' for none. */
  search: string;
  verifiedOnly: boolean;
  /** One of the review topics; '' for every review. */
  topic: ReviewTopic | '';
}

export const DEFAULT_REVIEW_VIEW: ReviewView = { rating: 'all', sort: 'newest', search: '', verifiedOnly: false, topic: '' };

export function isReviewTopic(value: string): value is ReviewTopic {
  return (REVIEW_TOPICS as readonly string[]).includes(value);
}

/** How deep keyword results go (the API's limit): past it, narrowing the search is the way on. */
export const SEARCH_MAX_OFFSET = 1_000;

/** The longest keyword search the API takes (its OpenAPI document). */
export const REVIEW_SEARCH_MAX_LENGTH = queryLimits['GET /api/companies/{id}'].search.maxLength;

/** The view as the company answer gives it first: every rating, newest first (Show More Reviews pages it). */
export function isDefaultView(view: ReviewView): boolean {
  return view.rating === 'all' && view.sort === 'newest' && !view.search && !view.verifiedOnly && !view.topic;
}

export function parseReviewView(params: URLSearchParams): ReviewView {
  const rating = params.get('rating') ?? 'all';
  const sort = params.get('sort') ?? 'newest';
  const topic = params.get('topic') ?? '';
  return {
    rating: isRatingFilter(rating) ? rating : 'all',
    sort: isReviewSort(sort) ? sort : 'newest',
    search: (params.get('search') ?? '').trim().slice(0, REVIEW_SEARCH_MAX_LENGTH),
    verifiedOnly: params.get('verified') === 'true',
    topic: isReviewTopic(topic) ? topic : '',
  };
}

/** The query of a view (the page's URL and the API's alike); the default view's parts are left out. */
export function reviewViewParams(view: ReviewView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.rating !== 'all') params.set('rating', view.rating);
  if (view.sort !== 'newest') params.set('sort', view.sort);
  if (view.search) params.set('search', view.search);
  if (view.verifiedOnly) params.set('verified', 'true');
  if (view.topic) params.set('topic', view.topic);
  return params;
}

/** The same view as the API's query on a company (a rating is a number there); the default view's parts are left out. */
export function reviewViewQuery(view: ReviewView): { rating?: number; sort?: Exclude<ReviewSort, 'newest'>; search?: string; verified?: true; topic?: ReviewTopic } {
  return {
    ...(view.rating !== 'all' ? { rating: Number(view.rating) } : {}),
    ...(view.sort !== 'newest' ? { sort: view.sort } : {}),
    ...(view.search ? { search: view.search } : {}),
    ...(view.verifiedOnly ? { verified: true as const } : {}),
    ...(view.topic ? { topic: view.topic } : {}),
  };
}

/** How many reviews a view holds, as the API counts it (kept counts; verified ones up to a cap, then "at least"). */
export interface ViewTotal {
  count: number;
  atLeast: boolean;
}

const SORT_PHRASES: Record<ReviewSort, string> = {
  newest: 'newest first',
  oldest: 'oldest first',
  highest: 'highest rated first',
  lowest: 'lowest rated first',
  helpful: 'most helpful first',
};

/**
 * The line above the list: how many are shown, of how many the filters keep (the API's total; none
 * for keywords), and in which order; e.g. "Showing 20 of 89 verified or email-confirmed reviews about Delivery".
 */
export function viewSummary(view: ReviewView, shown: number, hasMore: boolean, total: ViewTotal | null | undefined): string {
  const stars = view.rating === 'all' ? '' : view.rating === '1' ? '1-star ' : `${view.rating}-star `;
  // The filter keeps reviews whose `verified` is true: an invitation's or a confirmed address's, named as the labels name them.
  const verified = view.verifiedOnly ? 'verified or email-confirmed ' : '';
  const about = view.topic ? ` about ${view.topic}` : '';
  const noun = (n: number) => `${stars}${verified}${pluralNoun(n, REVIEWS)}${about}`;
  // A phrase search (a quote's link asks for one) is already in straight quotes: only curly ones around it.
  const phrase = /^"([^"]+)"$/.exec(view.search)?.[1] ?? view.search;
  const matching = view.search ? ` mentioning “${phrase}”` : '';
  const order = `, ${SORT_PHRASES[view.sort]}`;
  if (total && (total.count > shown || (total.atLeast && hasMore))) {
    return `Showing ${shown.toLocaleString('en-US')} of ${total.atLeast ? 'at least ' : ''}${total.count.toLocaleString('en-US')} ${noun(total.count)}${order}`;
  }
  if (!hasMore) return `Showing ${shown === 1 ? 'the only' : `all ${shown.toLocaleString('en-US')}`} ${noun(shown)}${matching}${order}`;
  return `Showing the first ${shown.toLocaleString('en-US')} ${noun(shown)}${matching}${order}`;
}
