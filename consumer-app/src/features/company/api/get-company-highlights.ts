import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, queryKeys, type CompanyDetail, type CompanyHighlights } from 'shared-ui';

/**
 * The fewest reviews the API makes highlights from (modules/highlights MIN_REVIEWS): a company
 * with fewer has none, so its page does not ask.
 */
export const HIGHLIGHTS_MIN_REVIEWS = 20;

/** The fewest mentions an aspect needs to be shown (modules/highlights MIN_MENTIONS), for the note under the block. */
export const HIGHLIGHTS_MIN_MENTIONS = 3;

/** "What reviewers say": the aspects a company's reviews mention most, with a quote each. */
export function getCompanyHighlights(companyId: string): Promise<CompanyHighlights> {
  return answer(api.GET('/api/companies/{id}/highlights', { params: { path: { id: companyId } } }));
}

/** Under the company's own key: whatever refreshes the company (a deleted review) refreshes them too, and the shell's page cache drops them with it. */
export function companyHighlightsQuery(companyId: string) {
  return queryOptions({ queryKey: [...queryKeys.company(companyId), 'highlights'] as const, queryFn: () => getCompanyHighlights(companyId) });
}

export function useCompanyHighlights(company: Pick<CompanyDetail, 'id' | 'totalReviews'>) {
  return useQuery({ ...companyHighlightsQuery(company.id), enabled: company.totalReviews >= HIGHLIGHTS_MIN_REVIEWS });
}
