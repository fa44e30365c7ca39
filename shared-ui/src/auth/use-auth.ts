import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, apiRequest } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { STALE } from '../api/query-client';
import type { User, UserEnvelope } from '../api/types';
import type { AuthState } from '../routing/remote-contract';

const STORAGE_KEY = 'auth_user';

/** Spec §3: a copy of the user is kept in local storage under auth_user. */
function remember(user: User | null): void {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage may be unavailable (private mode): the server session is what counts */
  }
}

async function fetchUser(): Promise<User | null> {
  // A 401 means signed out: null, silently (spec §4, §8).
  const envelope = await apiGet<UserEnvelope | null>(queryKeys.user[0], { on401: 'returnNull' });
  const user = envelope?.user ?? null;
  remember(user);
  return user;
}

export interface Auth {
  user: User | null;
  state: AuthState;
  /** Sets the cached user after sign-in, sign-up or a profile update. */
  setUser(user: User): void;
  /** Ends the session on the server, then clears the user and every cached query. */
  signOut(): Promise<void>;
}

/** The shell's auth state; a remote reads the same one (shared-ui is a shared singleton). */
export function useAuth(): Auth {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.user, queryFn: fetchUser, staleTime: STALE.user });
  const user = query.data ?? null;
  const state: AuthState = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const setUser = useCallback(
    (next: User) => {
      const previous = client.getQueryData<User | null>(queryKeys.user);
      remember(next);
      client.setQueryData(queryKeys.user, next);
      // Another account than the cached one (a session that ended without sign-out): nothing
      // cached for the previous person, such as their votes, may show for this one.
      if (previous?.id !== next.id) client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
    },
    [client],
  );

  const signOut = useCallback(async () => {
    await apiRequest('POST', '/api/auth/logout');
    remember(null);
    // Signed out first, so every mounted observer of the user re-renders; then drop the rest of
    // the cache (clear() would detach those observers and leave a stale signed-in user on screen).
    client.setQueryData(queryKeys.user, null);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
  }, [client]);

  return { user, state, setUser, signOut };
}
