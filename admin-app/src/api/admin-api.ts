// The moderation calls, one hook each. Every decision carries the moderator's statement of facts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, type Review, type StatementOfReasons } from 'shared-ui';

export interface Summary {
  reportedReviews: number;
  openAppeals: number;
  pendingClaims: number;
  hiddenReviews: number;
}
export interface QueueItem {
  review: Review;
  reasons: Record<string, number>;
  reportCount: number;
  firstReportedAt: string;
  details: string[];
}
export interface Appeal {
  id: string;
  statement: string;
  createdAt: string;
  review: Review;
  decision: StatementOfReasons;
  decidedBy: string | null;
  decidedById: string | null;
}
export interface PendingClaim {
  id: string;
  createdAt: string;
  companyId: string;
  companyName: string;
  companyWebsite: string | null;
  accountEmail: string;
  contactName: string;
  accountCompanyName: string;
  emailVerified: boolean;
  ownedAlready: boolean;
}
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'user' | 'moderator' | 'admin';
  suspendedAt: string | null;
  createdAt: string;
  reviewCount: number;
}
export interface AuditEntry extends StatementOfReasons {
  actorId: string | null;
  actorName: string | null;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: string;
}

const KEY = '/api/admin';

export const useSummary = () => useQuery({ queryKey: [KEY, 'summary'], queryFn: () => apiGet<Summary>(`${KEY}/summary`), staleTime: 0 });
export const useQueue = () => useQuery({ queryKey: [KEY, 'reports'], queryFn: () => apiGet<{ items: QueueItem[]; total: number }>(`${KEY}/reports?limit=50`), staleTime: 0 });
export const useAppeals = () => useQuery({ queryKey: [KEY, 'appeals'], queryFn: () => apiGet<Appeal[]>(`${KEY}/appeals`), staleTime: 0 });
export const useClaims = () => useQuery({ queryKey: [KEY, 'claims'], queryFn: () => apiGet<PendingClaim[]>(`${KEY}/claims`), staleTime: 0 });
export const useUsers = (search: string) =>
  useQuery({ queryKey: [KEY, 'users', search], queryFn: () => apiGet<AdminUser[]>(`${KEY}/users?search=${encodeURIComponent(search)}`), staleTime: 0 });

export const useContactMessages = () =>
  useQuery({ queryKey: [KEY, 'contact-messages'], queryFn: () => apiGet<ContactMessage[]>(`${KEY}/contact-messages?limit=50`), staleTime: 0 });

export function auditUrl(filter: { action?: string; targetType?: string }, format?: 'csv' | 'jsonl', limit = 100): string {
  const q = new URLSearchParams({ limit: String(limit) });
  if (filter.action) q.set('action', filter.action);
  if (filter.targetType) q.set('targetType', filter.targetType);
  if (format) q.set('format', format);
  return `${KEY}/audit?${q}`;
}
export const useAudit = (filter: { action?: string; targetType?: string }) =>
  useQuery({ queryKey: [KEY, 'audit', filter], queryFn: () => apiGet<{ entries: AuditEntry[] }>(auditUrl(filter)), staleTime: 0 });

/** A moderation decision: POST with its body; every admin list and the public reads refresh after it. */
export function useDecision<V>(path: (v: V) => string, body: (v: V) => unknown, method: 'POST' | 'PUT' = 'POST') {
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
