import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { ADMIN_KEY, PAGE_SIZE, type SignalKind } from '../../moderation';
import type { Reason } from '../utils/queue-labels';

/** Which queued reviews the Reports tab shows: people's reports, automatic signals or both, narrowed by reason, kind and company. */
export interface QueueFilter {
  source: 'all' | 'reports' | 'signals';
  reason?: Reason;
  signal?: SignalKind;
  companyId?: string;
}

/** The queue's query for a filter and page; the default source (both) and empty filters are left out. */
export function queueQuery(filter: QueueFilter, offset: number) {
  return {
    source: filter.source !== 'all' ? filter.source : undefined,
    reason: filter.reason || undefined,
    signal: filter.signal || undefined,
    companyId: filter.companyId || undefined,
    offset,
    limit: PAGE_SIZE,
  };
}

/** A page of the queue, people's reports first, with the counts of every tab and filter; the page on screen stays while the next loads. */
export const useQueue = (filter: QueueFilter, offset: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'reports', filter, offset],
    queryFn: () => answer(api.GET('/api/admin/reports', { params: { query: queueQuery(filter, offset) } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
