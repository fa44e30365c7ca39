import { useQuery } from '@tanstack/react-query';
import { apiGet, type InvitationStatus } from 'shared-ui';

/** The state of a mailed review invitation (open, used or expired); null for an unknown link. */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['/api/invitations', token ?? ''],
    queryFn: () => apiGet<InvitationStatus | null>(`/api/invitations/${encodeURIComponent(token!)}`, { nullOn: [404] }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
