import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type ApiKeyPermission } from 'shared-ui';
import { apiKeysKey } from './get-api-keys';

/** Creates a key: the answer holds the key itself, this once. The list refreshes. */
export function useCreateApiKey(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; permissions: ApiKeyPermission[] }) =>
      answer(api.POST('/api/business/companies/{id}/api-keys', { params: { path: { id: companyId } }, body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeysKey(companyId) }),
  });
}
