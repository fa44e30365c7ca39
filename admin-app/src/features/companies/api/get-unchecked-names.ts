import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY, PAGE_SIZE } from '../../moderation';

/** A page of the company names no moderator has read yet, the oldest first; the page on screen stays while the next loads. */
export const useUncheckedNames = (offset: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'companies/unchecked-names', offset],
    queryFn: () => answer(api.GET('/api/admin/companies/unchecked-names', { params: { query: { offset, limit: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
