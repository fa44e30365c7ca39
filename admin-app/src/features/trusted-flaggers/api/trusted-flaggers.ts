import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, type TrustedFlaggerBody } from 'shared-ui';
import { ADMIN_KEY } from '../../moderation';

const KEY = [ADMIN_KEY, 'trusted-flaggers'] as const;

/** The organisations marked as trusted flaggers (admins only). */
export const useTrustedFlaggers = () => useQuery({ queryKey: KEY, queryFn: () => answer(api.GET('/api/admin/trusted-flaggers')), staleTime: 0 });

/** Marks an organisation as a trusted flagger; the list reloads. */
export function useAddTrustedFlagger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrustedFlaggerBody) => answer(api.POST('/api/admin/trusted-flaggers', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Ends an organisation's trusted flagger status; the list reloads. */
export function useRemoveTrustedFlagger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE('/api/admin/trusted-flaggers/{id}', { params: { path: { id } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
