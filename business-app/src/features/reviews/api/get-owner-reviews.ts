import { useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

export const OWNER_REVIEWS_PAGE = 10;

export type OwnerReviewsFilter = 'awaiting' | 'replied' | 'all';

export const ownerReviewsKey = (companyId: string, filter: string) => [...ownedCompanyKey(companyId), 'reviews', filter] as const;

/** One page of an owned company's reviews of one kind, newest first. */
export const getOwnerReviews = (companyId: string, filter: OwnerReviewsFilter, offset: number) =>
  answer(api.GET('/api/business/companies/{id}/reviews', { params: { path: { id: companyId }, query: { filter, offset, limit: OWNER_REVIEWS_PAGE } } }));

/** The owner's reviews of one kind, newest first, a page at a time. */
export function useOwnerReviews(companyId: string | undefined, filter: OwnerReviewsFilter) {
  return useInfiniteQuery({
    queryKey: ownerReviewsKey(companyId ?? '', filter),
    queryFn: ({ pageParam }) => getOwnerReviews(companyId!, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < OWNER_REVIEWS_PAGE ? undefined : pages.length * OWNER_REVIEWS_PAGE),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
}
