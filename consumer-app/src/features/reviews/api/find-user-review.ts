import { useQuery } from '@tanstack/react-query';
import { answer, api, queryKeys, STALE, type Review } from 'shared-ui';

const PAGE = 100;

/**
 * Pages through GET /api/users/{userId}/reviews (newest first) until a review matches. People
 * write few reviews, so this is one call in practice; the loop keeps it right for prolific ones.
 */
export async function findUserReview(userId: string, matches: (review: Review) => boolean): Promise<Review | null> {
  for (let offset = 0; ; offset += PAGE) {
    const page = await answer(api.GET('/api/users/{userId}/reviews', { params: { path: { userId }, query: { offset, limit: PAGE } } }));
    const found = page.find(matches);
    if (found) return found;
    if (page.length < PAGE) return null;
  }
}

// Under the user-reviews key, so whatever invalidates a user's reviews refreshes these too.
export const userReviewKey = (userId: string, reviewId: string) => [...queryKeys.userReviews(userId), 'review', reviewId] as const;
export const userCompanyReviewKey = (userId: string, companyId: string) => [...queryKeys.userReviews(userId), 'company', companyId] as const;

/** One of the user's own reviews by id; null when it is not theirs or does not exist. */
export function useOwnReview(userId: string | undefined, reviewId: string | undefined) {
  return useQuery({
    queryKey: userReviewKey(userId ?? '', reviewId ?? ''),
    queryFn: () => findUserReview(userId!, (r) => r.id === reviewId),
    enabled: Boolean(userId && reviewId),
    staleTime: STALE.userReviews,
  });
}

/** The user's review of a company, looked up after the API says they already wrote one (409). */
export function useOwnReviewOfCompany(userId: string | undefined, companyId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: userCompanyReviewKey(userId ?? '', companyId ?? ''),
    queryFn: () => findUserReview(userId!, (r) => r.companyId === companyId),
    enabled: enabled && Boolean(userId && companyId),
    staleTime: STALE.userReviews,
  });
}
