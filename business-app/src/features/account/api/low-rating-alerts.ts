import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, queryKeys, type BusinessAccount } from 'shared-ui';

/** Turns the mailed alerts about new 1–2★ reviews on or off; the account answered is the cached one. */
export function useLowRatingAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lowRatingAlerts: boolean) => answer(api.PATCH('/api/business/account', { body: { lowRatingAlerts } })),
    onSuccess: (account) => client.setQueryData<BusinessAccount>(queryKeys.businessAccount, account),
  });
}
