// The moderation calls, one hook each, typed by the API's schema through shared-ui's client. Every
// decision carries the moderator's statement of facts.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, type AuditAction, type AuditEntry, type CreateCompanyBody, type ModeratedUser, type REPORT_REASONS } from 'shared-ui';
import type { SignalKind } from '../components/moderation-labels';

const KEY = '/api/admin';

/** How many items a paged queue (claims, plan requests, names) shows at a time. */
export const PAGE_SIZE = 20;

/** What a review may be reported for (and hidden for), as the API names it. */
export type Reason = (typeof REPORT_REASONS)[number]['value'];

/** The page on screen stays while the next one loads, so the pager under it keeps its place (and the keyboard focus). */
const paged = { placeholderData: keepPreviousData, staleTime: 0 } as const;

export const useSummary = () => useQuery({ queryKey: [KEY, 'summary'], queryFn: () => answer(api.GET('/api/admin/summary')), staleTime: 0 });

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
    queryKey: [KEY, 'reports', filter, offset],
    queryFn: () => answer(api.GET('/api/admin/reports', { params: { query: queueQuery(filter, offset) } })),
    ...paged,
  });

/** Companies with reviews on the queue whose name contains the search (the busiest for none); asked once the picker opens. */
export const useQueueCompanies = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'reports', 'companies', search],
    queryFn: () => answer(api.GET('/api/admin/reports/companies', { params: { query: { search, limit: 20 } } })),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A page of the hidden reviews, the most recently hidden first (of one company, if given). */
export const useHiddenReviews = (companyId: string | undefined, offset: number) =>
  useQuery({
    queryKey: [KEY, 'hidden-reviews', companyId ?? null, offset],
    queryFn: () => answer(api.GET('/api/admin/hidden-reviews', { params: { query: { companyId: companyId || undefined, offset, limit: PAGE_SIZE } } })),
    ...paged,
  });
export const useAppeals = () => useQuery({ queryKey: [KEY, 'appeals'], queryFn: () => answer(api.GET('/api/admin/appeals')), staleTime: 0 });
export const useClaims = (offset: number) =>
  useQuery({
    queryKey: [KEY, 'claims', offset],
    queryFn: () => answer(api.GET('/api/admin/claims', { params: { query: { offset, limit: PAGE_SIZE } } })),
    ...paged,
  });
export const usePlanRequests = (offset: number) =>
  useQuery({
    queryKey: [KEY, 'plan-requests', offset],
    queryFn: () => answer(api.GET('/api/admin/plan-requests', { params: { query: { offset, limit: PAGE_SIZE } } })),
    ...paged,
  });
export const useUncheckedNames = (offset: number) =>
  useQuery({
    queryKey: [KEY, 'companies/unchecked-names', offset],
    queryFn: () => answer(api.GET('/api/admin/companies/unchecked-names', { params: { query: { offset, limit: PAGE_SIZE } } })),
    ...paged,
  });
export const useUsers = (search: string) =>
  useQuery({ queryKey: [KEY, 'users', search], queryFn: () => answer(api.GET('/api/admin/users', { params: { query: { search } } })), staleTime: 0 });

/** Business accounts by email, contact or company name (the newest for an empty search), with their claims. */
export const useBusinessAccounts = (search: string) =>
  useQuery({
    queryKey: [KEY, 'business-accounts', search],
    queryFn: () => answer(api.GET('/api/admin/business-accounts', { params: { query: { search } } })),
    staleTime: 0,
  });

/** Companies by name or category, for correcting their details; nothing is asked for an empty term. */
export const useCompanySearch = (term: string) =>
  useQuery({
    queryKey: ['/api/companies', 'admin-search', term],
    queryFn: () => answer(api.GET('/api/companies', { params: { query: { search: term, limit: 10 } } })),
    enabled: term.length > 0,
  });

export const useContactMessages = () =>
  useQuery({ queryKey: [KEY, 'contact-messages'], queryFn: () => answer(api.GET('/api/admin/contact-messages', { params: { query: { limit: 50 } } })), staleTime: 0 });

/** What the audit log is narrowed to; `from` and `to` are ISO dates, `to` counting its whole day. */
export interface AuditFilter {
  action?: AuditAction;
  targetType?: AuditEntry['targetType'];
  from?: string;
  to?: string;
}

const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log's query for these filters, empty ones left out: one page of JSON (`before`,
 * `limit`), or with a `format` and no `limit` the download of every entry that matches.
 */
export function auditQuery(filter: AuditFilter, page: { format?: 'csv' | 'jsonl'; before?: string; limit?: number } = {}) {
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

/** The address of the audit log's export (a plain download link) for these filters. */
export function auditUrl(filter: AuditFilter, page: { format?: 'csv' | 'jsonl'; before?: string; limit?: number } = {}): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(auditQuery(filter, page))) {
    if (value !== undefined) q.set(key, String(value));
  }
  return `${KEY}/audit?${q}`;
}

/** The audit log newest first, a keyset page at a time (`fetchNextPage` loads the older ones). */
export const useAudit = (filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: [KEY, 'audit', filter],
    queryFn: ({ pageParam }) => answer(api.GET('/api/admin/audit', { params: { query: auditQuery(filter, { before: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE }) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

/** A moderation decision (one typed call of the API); every admin list and the public reads refresh after it. */
export function useDecision<V, R>(decide: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [KEY] });
      void client.invalidateQueries({ queryKey: ['/api/companies'] });
      void client.invalidateQueries({ queryKey: ['/api/reviews/recent'] });
      void client.invalidateQueries({ queryKey: ['/api/stats'] });
    },
  });
}

type Facts = { facts: string };
type Ground = 'incompatible' | 'illegal';

/** A company's details as a moderator corrects them: only the fields changed. */
export type CompanyEdit = Partial<Pick<CreateCompanyBody, 'name' | 'category' | 'website' | 'location' | 'description'>>;

export const useHideReview = () =>
  useDecision((v: { id: string; reason: Reason; ground: Ground } & Facts) =>
    answer(api.POST('/api/admin/reviews/{id}/hide', { params: { path: { id: v.id } }, body: { reason: v.reason, ground: v.ground, facts: v.facts } })),
  );
export const useHideReply = () =>
  useDecision((v: { id: string; reason: Reason; ground: Ground } & Facts) =>
    answer(api.POST('/api/admin/reviews/{id}/hide-reply', { params: { path: { id: v.id } }, body: { reason: v.reason, ground: v.ground, facts: v.facts } })),
  );
export const useRestoreReply = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/reviews/{id}/restore-reply', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
export const useDismissReports = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/reviews/{id}/dismiss-reports', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
/** One decision on a company's cluster of one kind of signal, up to the newest the moderator saw. */
export const useDismissSignals = () =>
  useDecision((v: { companyId: string; signal: SignalKind; raisedUpTo: string } & Facts) =>
    answer(
      api.POST('/api/admin/companies/{id}/dismiss-signals', { params: { path: { id: v.companyId } }, body: { signal: v.signal, raisedUpTo: v.raisedUpTo, facts: v.facts } }),
    ),
  );
export const useRestoreReview = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/reviews/{id}/restore', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
export const useDecideAppeal = () =>
  useDecision((v: { id: string; outcome: 'upheld' | 'overturned' } & Facts) =>
    answer(api.POST('/api/admin/appeals/{id}/decide', { params: { path: { id: v.id } }, body: { outcome: v.outcome, facts: v.facts } })),
  );
export const useDecideClaim = () =>
  useDecision((v: { id: string; approve: boolean } & Facts) => {
    const init = { params: { path: { id: v.id } }, body: { facts: v.facts } };
    return answer(v.approve ? api.POST('/api/admin/claims/{id}/approve', init) : api.POST('/api/admin/claims/{id}/reject', init));
  });
export const useRevokeClaim = () =>
  useDecision((v: { claimId: string } & Facts) => answer(api.POST('/api/admin/claims/{id}/revoke', { params: { path: { id: v.claimId } }, body: { facts: v.facts } })));
export const useDecidePlanRequest = () =>
  useDecision((v: { accountId: string; approve: boolean } & Facts) => {
    const init = { params: { path: { accountId: v.accountId } }, body: { facts: v.facts } };
    return answer(v.approve ? api.POST('/api/admin/plan-requests/{accountId}/approve', init) : api.POST('/api/admin/plan-requests/{accountId}/reject', init));
  });
/** Corrects a company's details (the fields given, old and new kept in the audit log). */
export const useEditCompany = () =>
  useDecision((v: { id: string; changes: CompanyEdit } & Facts) =>
    answer(api.PATCH('/api/admin/companies/{id}', { params: { path: { id: v.id } }, body: { ...v.changes, facts: v.facts } })),
  );
export const useApproveName = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/companies/{id}/approve-name', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
export const useSetNotice = () =>
  useDecision((v: { id: string; days: number } & Facts) =>
    answer(api.POST('/api/admin/companies/{id}/notice', { params: { path: { id: v.id } }, body: { days: v.days, facts: v.facts } })),
  );
export const useRemoveNotice = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/companies/{id}/notice/remove', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
export const useSuspendBusiness = () =>
  useDecision((v: { id: string; kind: 'suspend' | 'restore' } & Facts) => {
    const init = { params: { path: { id: v.id } }, body: { facts: v.facts } };
    return answer(v.kind === 'suspend' ? api.POST('/api/admin/business-accounts/{id}/suspend', init) : api.POST('/api/admin/business-accounts/{id}/restore', init));
  });
export const useSuspendUser = () =>
  useDecision((v: { id: string; kind: 'suspend' | 'restore' } & Facts) => {
    const init = { params: { path: { id: v.id } }, body: { facts: v.facts } };
    return answer(v.kind === 'suspend' ? api.POST('/api/admin/users/{id}/suspend', init) : api.POST('/api/admin/users/{id}/restore', init));
  });
export const useSetRole = () =>
  useDecision((v: { id: string; role: ModeratedUser['role'] } & Facts) =>
    answer(api.PUT('/api/admin/users/{id}/role', { params: { path: { id: v.id } }, body: { role: v.role, facts: v.facts } })),
  );
