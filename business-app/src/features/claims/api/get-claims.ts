// The account's claims, each with its company and state: the root of every company-scoped
// business answer in the cache.
import { useQuery } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';

/** The claims' key. Keys match by prefix: it covers each owned company's reviews, invitations and analytics too. */
export const claimsKey = ['/api/business/companies'] as const;

/** Everything cached of one owned company (its reviews, invitations, analytics). */
export const ownedCompanyKey = (companyId: string) => [...claimsKey, companyId] as const;

export const getClaims = () => answer(api.GET('/api/business/companies'));

export function useClaims(enabled = true) {
  return useQuery({ queryKey: claimsKey, queryFn: getClaims, enabled, staleTime: 30_000 });
}
