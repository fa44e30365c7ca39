// The business realm's calls, one hook each. The account itself is cached under
// queryKeys.businessAccount (shared-ui), as the shell reads it for the route tables.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  apiGet,
  apiRequest,
  queryKeys,
  type Analytics,
  type BusinessAccount,
  type BusinessAccountEnvelope,
  type BusinessRegisterBody,
  type Claim,
  type CreateCompanyBody,
  type Invitation,
  type InvitationBatch,
  type LoginBody,
  type MessageResponse,
  type PlanStatus,
  type PlanTerms,
  type Review,
} from 'shared-ui';

export const businessKeys = {
  claims: ['/api/business/companies'] as const,
  reviews: (companyId: string, filter: string) => ['/api/business/companies', companyId, 'reviews', filter] as const,
  invitations: (companyId: string) => ['/api/business/companies', companyId, 'invitations'] as const,
  analytics: (companyId: string, range: AnalyticsRange = {}) => ['/api/business/companies', companyId, 'analytics', range.from ?? 'plan', range.to ?? 'now'] as const,
  plan: ['/api/business/plan'] as const,
  plans: ['/api/business/plans'] as const,
};

/**
 * Every cached business answer but the account, cleared when the account changes hands. Keys match
 * by prefix: the claims key covers each company's reviews, invitations and analytics.
 */
function clearBusinessData(client: QueryClient) {
  client.removeQueries({ queryKey: businessKeys.claims });
  client.removeQueries({ queryKey: businessKeys.plan });
}

export function useBusinessLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<BusinessAccountEnvelope>('POST', '/api/business/login', body),
    onSuccess: ({ account }) => {
      clearBusinessData(client);
      client.setQueryData<BusinessAccount>(queryKeys.businessAccount, account);
    },
  });
}

export function useBusinessRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessRegisterBody) => apiRequest<BusinessAccountEnvelope>('POST', '/api/business/register', body),
    onSuccess: ({ account }) => {
      clearBusinessData(client);
      client.setQueryData<BusinessAccount>(queryKeys.businessAccount, account);
    },
  });
}

/**
 * Ends the business session on the server; `forget()` then clears the cached account and data,
 * once the caller has left its signed-in page.
 */
export function useBusinessLogout() {
  const client = useQueryClient();
  const mutation = useMutation({ mutationFn: () => apiRequest<void>('POST', '/api/business/logout') });
  const forget = useCallback(() => {
    clearBusinessData(client);
    client.setQueryData(queryKeys.businessAccount, null);
  }, [client]);
  return { ...mutation, forget };
}

export const forgotBusinessPassword = (email: string) => apiRequest<MessageResponse>('POST', '/api/business/forgot-password', { email });
export const resetBusinessPassword = (body: { token: string; newPassword: string }) =>
  apiRequest<MessageResponse>('POST', '/api/business/reset-password', body);
export const verifyBusinessEmail = (token: string) => apiRequest<MessageResponse>('POST', '/api/business/verify-email', { token });
export const resendBusinessVerification = () => apiRequest<MessageResponse>('POST', '/api/business/resend-verification');

export function useClaims(enabled = true) {
  return useQuery({ queryKey: businessKeys.claims, queryFn: () => apiGet<Claim[]>('/api/business/companies'), enabled, staleTime: 30_000 });
}

export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => apiRequest<Claim>('POST', '/api/business/claims', { companyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.claims }),
  });
}

/** Asks the API to look up a pending claim's TXT record now; the claim comes back verified when it is there. */
export function useVerifyDns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => apiRequest<Claim>('POST', `/api/business/claims/${claimId}/verify-dns`),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.claims }),
  });
}

export function useAddAndClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => apiRequest<Claim>('POST', '/api/business/companies', body),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.claims }),
  });
}

export const OWNER_REVIEWS_PAGE = 10;

/** The owner's reviews of one kind, newest first, a page at a time. */
export function useOwnerReviews(companyId: string | undefined, filter: 'awaiting' | 'replied' | 'all') {
  return useInfiniteQuery({
    queryKey: businessKeys.reviews(companyId ?? '', filter),
    queryFn: ({ pageParam }) =>
      apiGet<Review[]>(`/api/business/companies/${companyId}/reviews?filter=${filter}&offset=${pageParam}&limit=${OWNER_REVIEWS_PAGE}`),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < OWNER_REVIEWS_PAGE ? undefined : pages.length * OWNER_REVIEWS_PAGE),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
}

/** After a reply changes: the owner's lists and every public list that shows the review. */
function refreshAfterReply(client: QueryClient, companyId: string) {
  void client.invalidateQueries({ queryKey: ['/api/business/companies', companyId] });
  void client.invalidateQueries({ queryKey: queryKeys.company(companyId) });
  void client.invalidateQueries({ queryKey: queryKeys.recentReviews });
}

export function useSaveReply(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: string; content: string }) =>
      apiRequest<Review>('PUT', `/api/business/reviews/${reviewId}/reply`, { content }),
    onSuccess: () => refreshAfterReply(client, companyId),
  });
}

export function useDeleteReply(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => apiRequest<void>('DELETE', `/api/business/reviews/${reviewId}/reply`),
    onSuccess: () => refreshAfterReply(client, companyId),
  });
}

export type InvitationInput = { email: string; name: string; reference?: string } | { csv: string };

export function useSendInvitations(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => apiRequest<InvitationBatch>('POST', `/api/business/companies/${companyId}/invitations`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: businessKeys.invitations(companyId) });
      void client.invalidateQueries({ queryKey: businessKeys.plan });
    },
  });
}

export function useInvitations(companyId: string | undefined) {
  return useQuery({
    queryKey: businessKeys.invitations(companyId ?? ''),
    queryFn: () => apiGet<Invitation[]>(`/api/business/companies/${companyId}/invitations?limit=10`),
    enabled: Boolean(companyId),
  });
}

/** Months of analytics (YYYY-MM, both ends included); either end left out is the plan's bound. */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

export function useAnalytics(companyId: string | undefined, range: AnalyticsRange = {}) {
  const query = new URLSearchParams(Object.entries(range).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return useQuery({
    queryKey: businessKeys.analytics(companyId ?? '', range),
    queryFn: () => apiGet<Analytics>(`/api/business/companies/${companyId}/analytics${query ? `?${query}` : ''}`),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    // A new range keeps the last figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** Turns the mailed alerts about new 1–2★ reviews on or off; the account answered is the cached one. */
export function useLowRatingAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lowRatingAlerts: boolean) => apiRequest<BusinessAccount>('PATCH', '/api/business/account', { lowRatingAlerts }),
    onSuccess: (account) => client.setQueryData<BusinessAccount>(queryKeys.businessAccount, account),
  });
}

export function usePlanStatus(enabled = true) {
  return useQuery({ queryKey: businessKeys.plan, queryFn: () => apiGet<PlanStatus>('/api/business/plan'), enabled, staleTime: 0 });
}

export function usePlans() {
  return useQuery({ queryKey: businessKeys.plans, queryFn: () => apiGet<PlanTerms[]>('/api/business/plans'), staleTime: Infinity });
}

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanTerms['id']) => apiRequest<PlanStatus>('PUT', '/api/business/plan', { plan }),
    onSuccess: (status) => {
      client.setQueryData(businessKeys.plan, status);
      client.setQueryData<BusinessAccount | null>(queryKeys.businessAccount, (a) =>
        a ? { ...a, plan: status.plan.id, requestedPlan: status.requestedPlan?.id ?? null } : a,
      );
      void client.invalidateQueries({ queryKey: ['/api/business/companies'] });
    },
  });
}

/** The companies an account may work with: its verified claims. */
export function ownedCompanies(claims: Claim[] | undefined) {
  return (claims ?? []).filter((c) => c.status === 'verified').map((c) => c.company);
}
