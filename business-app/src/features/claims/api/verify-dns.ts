import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { claimsKey } from './get-claims';

/** Asks the API to look up a pending claim's TXT record now; the claim comes back verified when it is there. */
export function useVerifyDns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => answer(api.POST('/api/business/claims/{id}/verify-dns', { params: { path: { id: claimId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey }),
  });
}
