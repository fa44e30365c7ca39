import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, queryKeys, type BusinessAccount, type LoginBody } from 'shared-ui';
import { clearBusinessData } from './forget-business-data';

/** Signs in to a business account; the account answered is the cached one (the shell reads it for the route tables). */
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
