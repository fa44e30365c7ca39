import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from 'shared-ui';
import { apiKeysKey } from './get-api-keys';

/** Revokes a key: calls made with it are refused from now on. The list refreshes. */
export function useRevokeApiKey(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => answer(api.DELETE('/api/business/companies/{id}/api-keys/{keyId}', { params: { path: { id: companyId, keyId } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeysKey(companyId) }),
  });
}
