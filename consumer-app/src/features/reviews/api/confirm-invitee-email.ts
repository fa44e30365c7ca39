import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { answerOrNull, api } from 'shared-ui';
import { inviteeEmailFor } from '../utils/invitee-email';

/**
 * The invitee's address for the sign-up form of an invitation's way: the one the mail's link
 * carried (kept in this tab), once the API confirms the open invitation was sent to it. Anything
 * else (no address kept, another address in a doctored link, a used or expired invitation) gives
 * nothing, and the form stays empty. Read after hydration: the server's page knows no tab's storage.
 */
export function useConfirmedInviteeEmail(token: string | undefined): string | undefined {
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => setKept(token ? inviteeEmailFor(token) : null), [token]);
  const check = useQuery({
    queryKey: ['/api/invitations/preview', token ?? '', 'email', kept ?? ''],
    queryFn: () => answerOrNull(api.POST('/api/invitations/preview', { body: { token: token!, email: kept! } }), [404]),
    enabled: Boolean(token && kept),
    staleTime: 60_000,
  });
  return check.data?.status === 'open' && check.data.sentToEmail ? (kept ?? undefined) : undefined;
}
