// The signed-in account's sessions, in either realm: list them, end one, end all but this one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from 'shared-ui/contract';
import type { EndedSessions, SessionInfo } from '../api/types';

export type SessionRealm = 'consumer' | 'business';

const BASE: Record<SessionRealm, string> = { consumer: '/api/auth/sessions', business: '/api/business/sessions' };

export const sessionsKey = (realm: SessionRealm) => [BASE[realm]] as const;

export function getSessions(realm: SessionRealm): Promise<SessionInfo[]> {
  return apiGet<SessionInfo[]>(BASE[realm]);
}

export function useSessionList(realm: SessionRealm) {
  return useQuery({ queryKey: sessionsKey(realm), queryFn: () => getSessions(realm) });
}

export function signOutOtherSessions(realm: SessionRealm): Promise<EndedSessions> {
  return apiRequest<EndedSessions>('POST', `${BASE[realm]}/sign-out-others`);
}

export function endSession(realm: SessionRealm, id: string): Promise<void> {
  return apiRequest<void>('DELETE', `${BASE[realm]}/${encodeURIComponent(id)}`);
}

export function useSignOutOtherSessions(realm: SessionRealm) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signOutOtherSessions(realm),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(realm) }),
  });
}

export function useEndSession(realm: SessionRealm) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(realm, id),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(realm) }),
  });
}
