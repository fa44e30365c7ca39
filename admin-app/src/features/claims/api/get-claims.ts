import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY, PAGE_SIZE } from '../../moderation';

/** A page of the claims waiting for a moderator, the oldest first; the page on screen stays while the next loads. */
export const useClaims = (offset: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'claims', offset],
    queryFn: () => answer(api.GET('/api/admin/claims', { params: { query: { offset, limit: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
