import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY, PAGE_SIZE } from '../../moderation';

/** A page of the hidden reviews, the most recently hidden first (of one company, if given); the page on screen stays while the next loads. */
export const useHiddenReviews = (companyId: string | undefined, offset: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'hidden-reviews', companyId ?? null, offset],
    queryFn: () => answer(api.GET('/api/admin/hidden-reviews', { params: { query: { companyId: companyId || undefined, offset, limit: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
