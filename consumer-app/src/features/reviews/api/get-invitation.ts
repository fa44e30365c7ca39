import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type InvitationStatus } from 'shared-ui';

/**
 * The state of a mailed review invitation (open, used or expired, and whether it is for this
 * user); null for an unknown link. A POST with the token in the body, so it stays out of logs.
 */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['/api/invitations/lookup', token ?? ''],
    queryFn: async () => {
      try {
        return await apiRequest<InvitationStatus>('POST', '/api/invitations/lookup', { token });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    enabled: Boolean(token),
    staleTime: 0,
  });
}
