// The signed-in account's sessions, in either realm: list them, end one, end all but this one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../api/client';
import type { EndedSessions, SessionInfo } from '../api/types';

export type SessionRealm = 'consumer' | 'business';

const BASE: Record<SessionRealm, string> = { consumer: '/api/auth/sessions', business: '/api/business/sessions' };

export const sessionsKey = (realm: SessionRealm) => [BASE[realm]] as const;

export function getSessions(realm: SessionRealm): Promise<SessionInfo[]> {
  return answer(realm === 'consumer' ? api.GET('/api/auth/sessions') : api.GET('/api/business/sessions'));
}

export function useSessionList(realm: SessionRealm) {
  return useQuery({ queryKey: sessionsKey(realm), queryFn: () => getSessions(realm) });
}

export function signOutOtherSessions(realm: SessionRealm): Promise<EndedSessions> {
  return answer(realm === 'consumer' ? api.POST('/api/auth/sessions/sign-out-others') : api.POST('/api/business/sessions/sign-out-others'));
}

export async function endSession(realm: SessionRealm, id: string): Promise<void> {
  const params = { path: { id } };
  await answer(realm === 'consumer' ? api.DELETE('/api/auth/sessions/{id}', { params }) : api.DELETE('/api/business/sessions/{id}', { params }));
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
