import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ownedCompanyKey } from '../../claims';

/** Months of analytics (YYYY-MM, both ends included); either end left out is the plan's bound. */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

export const analyticsKey = (companyId: string, range: AnalyticsRange = {}) => [...ownedCompanyKey(companyId), 'analytics', range.from ?? 'plan', range.to ?? 'now'] as const;

/** An owned company's analytics over the range; an end left empty is the plan's bound, not sent. */
export const getAnalytics = (companyId: string, range: AnalyticsRange) =>
  answer(api.GET('/api/business/companies/{id}/analytics', { params: { path: { id: companyId }, query: { from: range.from || undefined, to: range.to || undefined } } }));

export function useAnalytics(companyId: string | undefined, range: AnalyticsRange = {}) {
  return useQuery({
    queryKey: analyticsKey(companyId ?? '', range),
    queryFn: () => getAnalytics(companyId!, range),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    // A new range keeps the last figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}
