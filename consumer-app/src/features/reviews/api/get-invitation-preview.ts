import { useQuery } from '@tanstack/react-query';
import { answerOrNull, api } from 'shared-ui';

/**
 * Who sent a mailed review invitation, until when it works and whether it is still open, for
 * anyone holding the link, signed in or not; null for an unknown link. A POST with the token in
 * the body, so it stays out of logs.
 */
export function useInvitationPreview(token: string | undefined) {
  return useQuery({
    queryKey: ['/api/invitations/preview', token ?? ''],
    queryFn: () => answerOrNull(api.POST('/api/invitations/preview', { body: { token: token! } }), [404]),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
