import { useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, type AuditAction, type AuditEntry } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

/** What the audit log is narrowed to; `from` and `to` are ISO dates, `to` counting its whole day. */
export interface AuditFilter {
  action?: AuditAction;
  targetType?: AuditEntry['targetType'];
  from?: string;
  to?: string;
}

type AuditPaging = { format?: 'csv' | 'jsonl'; before?: string; limit?: number };

const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log's query for these filters, empty ones left out: one page of JSON (`before`,
 * `limit`), or with a `format` and no `limit` the download of every entry that matches.
 */
export function auditQuery(filter: AuditFilter, page: AuditPaging = {}) {
  return {
    action: filter.action || undefined,
    targetType: filter.targetType || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    before: page.before || undefined,
    limit: page.limit || undefined,
    format: page.format || undefined,
  };
}

/** The address of that query: the exports (CSV, JSONL) are plain downloads from it. */
export function auditUrl(filter: AuditFilter, page: AuditPaging = {}): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(auditQuery(filter, page))) {
    if (value !== undefined) q.set(key, String(value));
  }
  return `${ADMIN_KEY}/audit?${q}`;
}

/** The audit log newest first, a keyset page at a time (`fetchNextPage` loads the older ones). */
export const useAudit = (filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: [ADMIN_KEY, 'audit', filter],
    queryFn: ({ pageParam }) => answer(api.GET('/api/admin/audit', { params: { query: auditQuery(filter, { before: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE }) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });
