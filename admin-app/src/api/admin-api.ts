// The moderation calls, one hook each. Every decision carries the moderator's statement of facts.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiGet,
  apiRequest,
  type AuditPage,
  type ClaimPage,
  type Company,
  type ContactMessage,
  type HiddenReviewPage,
  type ModeratedBusinessAccount,
  type ModeratedUser,
  type OpenAppeal,
  type PlanRequestPage,
  type QueueCompany,
  type QueuePage,
  type QueueSizes,
  type StatementOfReasons,
  type UncheckedNamePage,
} from 'shared-ui';

const KEY = '/api/admin';

/** How many items a paged queue (claims, plan requests, names) shows at a time. */
export const PAGE_SIZE = 20;

/**
 * One page of a queue answering `{items, total}`, from `offset`. The page on screen stays while
 * the next one loads, so the pager under it keeps its place (and the keyboard focus).
 */
const usePagedQueue = <T>(name: string, offset: number) =>
  useQuery({
    queryKey: [KEY, name, offset],
    queryFn: () => apiGet<T>(`${KEY}/${name}?offset=${offset}&limit=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSummary = () => useQuery({ queryKey: [KEY, 'summary'], queryFn: () => apiGet<QueueSizes>(`${KEY}/summary`), staleTime: 0 });

/** Which queued reviews the Reports tab shows: people's reports, automatic signals or both, narrowed by reason, kind and company. */
export interface QueueFilter {
  source: 'all' | 'reports' | 'signals';
  reason?: string;
  signal?: string;
  companyId?: string;
}

/** The queue's address for a filter and page; the default source (both) is left out. */
export function queueUrl(filter: QueueFilter, offset: number): string {
  const q = new URLSearchParams();
  if (filter.source !== 'all') q.set('source', filter.source);
  if (filter.reason) q.set('reason', filter.reason);
  if (filter.signal) q.set('signal', filter.signal);
  if (filter.companyId) q.set('companyId', filter.companyId);
  q.set('offset', String(offset));
  q.set('limit', String(PAGE_SIZE));
  return `${KEY}/reports?${q}`;
}

/** A page of the queue, people's reports first, with the counts of every tab and filter; the page on screen stays while the next loads. */
export const useQueue = (filter: QueueFilter, offset: number) =>
  useQuery({
    queryKey: [KEY, 'reports', filter, offset],
    queryFn: () => apiGet<QueuePage>(queueUrl(filter, offset)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Companies with reviews on the queue whose name contains the search (the busiest for none); asked once the picker opens. */
export const useQueueCompanies = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'reports', 'companies', search],
    queryFn: () => apiGet<QueueCompany[]>(`${KEY}/reports/companies?search=${encodeURIComponent(search)}&limit=20`),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A page of the hidden reviews, the most recently hidden first (of one company, if given). */
export const useHiddenReviews = (companyId: string | undefined, offset: number) =>
  useQuery({
    queryKey: [KEY, 'hidden-reviews', companyId ?? null, offset],
    queryFn: () => apiGet<HiddenReviewPage>(`${KEY}/hidden-reviews?${companyId ? `companyId=${companyId}&` : ''}offset=${offset}&limit=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAppeals = () => useQuery({ queryKey: [KEY, 'appeals'], queryFn: () => apiGet<OpenAppeal[]>(`${KEY}/appeals`), staleTime: 0 });
export const useClaims = (offset: number) => usePagedQueue<ClaimPage>('claims', offset);
export const usePlanRequests = (offset: number) => usePagedQueue<PlanRequestPage>('plan-requests', offset);
export const useUncheckedNames = (offset: number) => usePagedQueue<UncheckedNamePage>('companies/unchecked-names', offset);
export const useUsers = (search: string) =>
  useQuery({ queryKey: [KEY, 'users', search], queryFn: () => apiGet<ModeratedUser[]>(`${KEY}/users?search=${encodeURIComponent(search)}`), staleTime: 0 });

/** Business accounts by email, contact or company name (the newest for an empty search), with their claims. */
export const useBusinessAccounts = (search: string) =>
  useQuery({
    queryKey: [KEY, 'business-accounts', search],
    queryFn: () => apiGet<ModeratedBusinessAccount[]>(`${KEY}/business-accounts?search=${encodeURIComponent(search)}`),
    staleTime: 0,
  });

/** Companies by name or category, for correcting their details; nothing is asked for an empty term. */
export const useCompanySearch = (term: string) =>
  useQuery({
    queryKey: ['/api/companies', 'admin-search', term],
    queryFn: () => apiGet<Company[]>(`/api/companies?search=${encodeURIComponent(term)}&limit=10`),
    enabled: term.length > 0,
  });

export const useContactMessages = () =>
  useQuery({ queryKey: [KEY, 'contact-messages'], queryFn: () => apiGet<ContactMessage[]>(`${KEY}/contact-messages?limit=50`), staleTime: 0 });

/** What the audit log is narrowed to; `from` and `to` are ISO dates, `to` counting its whole day. */
export interface AuditFilter {
  action?: string;
  targetType?: string;
  from?: string;
  to?: string;
}

const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log's address for these filters: one page of JSON (`before`, `limit`), or with a
 * `format` and no `limit` the download of every entry that matches.
 */
export function auditUrl(filter: AuditFilter, page: { format?: 'csv' | 'jsonl'; before?: string; limit?: number } = {}): string {
  const q = new URLSearchParams();
  for (const key of ['action', 'targetType', 'from', 'to'] as const) {
    if (filter[key]) q.set(key, filter[key]);
  }
  if (page.before) q.set('before', page.before);
  if (page.limit) q.set('limit', String(page.limit));
  if (page.format) q.set('format', page.format);
  return `${KEY}/audit?${q}`;
}

/** The audit log newest first, a keyset page at a time (`fetchNextPage` loads the older ones). */
export const useAudit = (filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: [KEY, 'audit', filter],
    queryFn: ({ pageParam }) => apiGet<AuditPage>(auditUrl(filter, { before: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

/** A moderation decision: POST (or PUT, PATCH) with its body; every admin list and the public reads refresh after it. */
export function useDecision<V>(path: (v: V) => string, body: (v: V) => unknown, method: 'POST' | 'PUT' | 'PATCH' = 'POST') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiRequest<StatementOfReasons>(method, path(v), body(v)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [KEY] });
      void client.invalidateQueries({ queryKey: ['/api/companies'] });
      void client.invalidateQueries({ queryKey: ['/api/reviews/recent'] });
      void client.invalidateQueries({ queryKey: ['/api/stats'] });
    },
  });
}
