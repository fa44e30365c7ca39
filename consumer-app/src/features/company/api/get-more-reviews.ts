import { answer, api, type CompanyDetail } from 'shared-ui';
import { MORE_REVIEWS_PAGE_SIZE } from '../utils/review-list';

/** The reviews after the first `offset` ones, in the company answer's `reviews` field. */
export async function getMoreReviews(
  companyId: string,
  offset: number,
  limit = MORE_REVIEWS_PAGE_SIZE,
): Promise<Pick<CompanyDetail, 'reviews' | 'hasMoreReviews'>> {
  const company = await answer(api.GET('/api/companies/{id}', { params: { path: { id: companyId }, query: { offset, limit } } }));
  return { reviews: company.reviews, hasMoreReviews: company.hasMoreReviews };
}
