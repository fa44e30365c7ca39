// The business realm's calls, one hook each. The account itself is cached under
// queryKeys.businessAccount (shared-ui), as the shell reads it for the route tables.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  answer,
  api,
  queryKeys,
  type BusinessAccount,
  type BusinessRegisterBody,
  type Claim,
  type CreateCompanyBody,
  type LoginBody,
  type PlanTerms,
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
    mutationFn: (body: LoginBody) => answer(api.POST('/api/business/login', { body })),
    onSuccess: ({ account }) => {
      clearBusinessData(client);
      client.setQueryData<BusinessAccount>(queryKeys.businessAccount, account);
    },
  });
}

export function useBusinessRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessRegisterBody) => answer(api.POST('/api/business/register', { body })),
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
  const mutation = useMutation({ mutationFn: () => answer(api.POST('/api/business/logout')) });
  const forget = useCallback(() => {
    clearBusinessData(client);
    client.setQueryData(queryKeys.businessAccount, null);
  }, [client]);
  return { ...mutation, forget };
}

export const forgotBusinessPassword = (email: string) => answer(api.POST('/api/business/forgot-password', { body: { email } }));
export const resetBusinessPassword = (body: { token: string; newPassword: string }) => answer(api.POST('/api/business/reset-password', { body }));
export const verifyBusinessEmail = (token: string) => answer(api.POST('/api/business/verify-email', { body: { token } }));
export const resendBusinessVerification = () => answer(api.POST('/api/business/resend-verification'));

export function useClaims(enabled = true) {
  return useQuery({ queryKey: businessKeys.claims, queryFn: () => answer(api.GET('/api/business/companies')), enabled, staleTime: 30_000 });
}

export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => answer(api.POST('/api/business/claims', { body: { companyId } })),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.claims }),
  });
}

/** Asks the API to look up a pending claim's TXT record now; the claim comes back verified when it is there. */
export function useVerifyDns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => answer(api.POST('/api/business/claims/{id}/verify-dns', { params: { path: { id: claimId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.claims }),
  });
}

export function useAddAndClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => answer(api.POST('/api/business/companies', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.claims }),
  });
}

export const OWNER_REVIEWS_PAGE = 10;

/** The owner's reviews of one kind, newest first, a page at a time. */
export function useOwnerReviews(companyId: string | undefined, filter: 'awaiting' | 'replied' | 'all') {
  return useInfiniteQuery({
    queryKey: businessKeys.reviews(companyId ?? '', filter),
    queryFn: ({ pageParam }) =>
      answer(api.GET('/api/business/companies/{id}/reviews', { params: { path: { id: companyId! }, query: { filter, offset: pageParam, limit: OWNER_REVIEWS_PAGE } } })),
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
      answer(api.PUT('/api/business/reviews/{reviewId}/reply', { params: { path: { reviewId } }, body: { content } })),
    onSuccess: () => refreshAfterReply(client, companyId),
  });
}

export function useDeleteReply(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => answer(api.DELETE('/api/business/reviews/{reviewId}/reply', { params: { path: { reviewId } } })),
    onSuccess: () => refreshAfterReply(client, companyId),
  });
}

export type InvitationInput = { email: string; name: string; reference?: string } | { csv: string };

export function useSendInvitations(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => answer(api.POST('/api/business/companies/{id}/invitations', { params: { path: { id: companyId } }, body })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: businessKeys.invitations(companyId) });
      void client.invalidateQueries({ queryKey: businessKeys.plan });
    },
  });
}

export function useInvitations(companyId: string | undefined) {
  return useQuery({
    queryKey: businessKeys.invitations(companyId ?? ''),
    queryFn: () => answer(api.GET('/api/business/companies/{id}/invitations', { params: { path: { id: companyId! }, query: { limit: 10 } } })),
    enabled: Boolean(companyId),
  });
}

/** Months of analytics (YYYY-MM, both ends included); either end left out is the plan's bound. */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

export function useAnalytics(companyId: string | undefined, range: AnalyticsRange = {}) {
  return useQuery({
    queryKey: businessKeys.analytics(companyId ?? '', range),
    // An end left empty is the plan's bound: not sent.
    queryFn: () => answer(api.GET('/api/business/companies/{id}/analytics', { params: { path: { id: companyId! }, query: { from: range.from || undefined, to: range.to || undefined } } })),
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
    mutationFn: (lowRatingAlerts: boolean) => answer(api.PATCH('/api/business/account', { body: { lowRatingAlerts } })),
    onSuccess: (account) => client.setQueryData<BusinessAccount>(queryKeys.businessAccount, account),
  });
}

export function usePlanStatus(enabled = true) {
  return useQuery({ queryKey: businessKeys.plan, queryFn: () => answer(api.GET('/api/business/plan')), enabled, staleTime: 0 });
}

export function usePlans() {
  return useQuery({ queryKey: businessKeys.plans, queryFn: () => answer(api.GET('/api/business/plans')), staleTime: Infinity });
}

export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanTerms['id']) => answer(api.PUT('/api/business/plan', { body: { plan } })),
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
