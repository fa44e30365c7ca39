import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, queryKeys, type BusinessAccount, type BusinessRegisterBody } from 'shared-ui';
import { clearBusinessData } from './forget-business-data';

/** Creates a business account and signs it in; the account answered is the cached one. */
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
