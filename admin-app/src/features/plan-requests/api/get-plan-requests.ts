import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY, PAGE_SIZE } from '../../moderation';

/** A page of the requests for a larger plan, the longest waiting first; the page on screen stays while the next loads. */
export const usePlanRequests = (offset: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'plan-requests', offset],
    queryFn: () => answer(api.GET('/api/admin/plan-requests', { params: { query: { offset, limit: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
