import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { answer, api, queryKeys } from 'shared-ui';
import { clearBusinessData } from './forget-business-data';

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
