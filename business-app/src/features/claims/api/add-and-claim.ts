import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type CreateCompanyBody } from 'shared-ui';
import { claimsKey } from './get-claims';

/** Lists a company that is not listed yet and claims it, in one call. */
export function useAddAndClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => answer(api.POST('/api/business/companies', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKey }),
  });
}
