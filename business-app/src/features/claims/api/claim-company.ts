import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { claimsKey } from './get-claims';

/** Claims a listed company: verified at once on a matching email domain, else pending. */
export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => answer(api.POST('/api/business/claims', { body: { companyId } })),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey }),
  });
}
