import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, queryKeys, type CompanyDetail } from 'shared-ui';
import { MORE_REVIEWS_PAGE_SIZE } from '../utils/review-list';
import { reviewViewQuery, SEARCH_MAX_OFFSET, type ReviewView } from '../utils/review-view';

export type ReviewPage = Pick<CompanyDetail, 'reviews' | 'hasMoreReviews' | 'reviewTotal'>;

/**
 * One page of a filtered or sorted view of a company's reviews, from the API over all of them:
 * the first 20, then 50 at a time from the number loaded, in the company answer's `reviews`.
 */
export async function getCompanyReviews(companyId: string, view: ReviewView, offset: number): Promise<ReviewPage> {
  const query = { ...reviewViewQuery(view), ...(offset > 0 ? { offset, limit: MORE_REVIEWS_PAGE_SIZE } : {}) };
  const company = await answer(api.GET('/api/companies/{id}', { params: { path: { id: companyId }, query } }));
  return { reviews: company.reviews, hasMoreReviews: company.hasMoreReviews, reviewTotal: company.reviewTotal };
}

/** Under the company's own key, so whatever refreshes the company (a vote, a deleted review) refreshes its views too. */
export const companyReviewsKey = (companyId: string, view: ReviewView) => [...queryKeys.company(companyId), 'reviews', view] as const;

const loaded = (pages: ReviewPage[]) => pages.reduce((n, p) => n + p.reviews.length, 0);

export function useCompanyReviewPages(companyId: string, view: ReviewView, enabled: boolean) {
  return useInfiniteQuery<ReviewPage, Error, InfiniteData<ReviewPage, number>, ReturnType<typeof companyReviewsKey>, number>({
    queryKey: companyReviewsKey(companyId, view),
    queryFn: ({ pageParam }) => getCompanyReviews(companyId, view, pageParam),
    initialPageParam: 0,
    // Keyword results stop 1,000 deep (the API's limit).
    getNextPageParam: (last, pages) => (last.hasMoreReviews && (!view.search || loaded(pages) <= SEARCH_MAX_OFFSET) ? loaded(pages) : undefined),
    enabled,
  });
}
