import { useQuery } from '@tanstack/react-query';
import { answerOrNull, api } from 'shared-ui';

/**
 * The state of a mailed review invitation (open, used or expired, and whether it is for this
 * user); null for an unknown link. A POST with the token in the body, so it stays out of logs.
 */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['/api/invitations/lookup', token ?? ''],
    queryFn: () => answerOrNull(api.POST('/api/invitations/lookup', { body: { token: token! } }), [404]),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
