import { useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, queryKeys, type MessageResponse } from 'shared-ui';

export function verifyEmail(token: string): Promise<MessageResponse> {
  return answer(api.POST('/api/auth/verify-email', { body: { token } }));
}

export const verifyEmailKey = (token: string) => ['/api/auth/verify-email', token] as const;

/**
 * Confirms the address once per token. A query rather than an effect: React Query runs it once
 * however often the page mounts (StrictMode's double effects, revisits), and remembers the
 * answer, since a second POST of a used token would fail.
 */
export function useVerifyEmail(token: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: verifyEmailKey(token ?? ''),
    queryFn: async () => {
      const answer = await verifyEmail(token!);
      // The signed-in user's emailVerified flag just changed.
      await client.invalidateQueries({ queryKey: queryKeys.user });
      return answer;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
