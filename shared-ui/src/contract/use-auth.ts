import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './query-keys';
import { answerOrSignedOut, sessionApi } from './session-api';
import { STALE } from './query-client';
import type { User } from '../api/types';
import type { AuthState, Role } from './remote-contract';
import { useHydrated } from './use-hydrated';

const STORAGE_KEY = 'auth_user';

/** A copy of the user is kept in local storage under auth_user. */
function remember(user: User | null): void {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage may be unavailable (private mode): the server session is what counts */
  }
}

async function fetchUser(): Promise<User | null> {
  // A 401 means signed out: null, silently. The key's path is the call's, checked against the schema.
  const envelope = await answerOrSignedOut(sessionApi.GET(queryKeys.user[0]));
  const user = envelope?.user ?? null;
  remember(user);
  return user;
}

// The two realms' sessions are separate: ending or changing one leaves the other's cache alone.
function isSessionQuery(key: readonly unknown[]): boolean {
  return key[0] === queryKeys.user[0] || key[0] === queryKeys.businessAccount[0];
}

// How many times the consumer logged out in this page's life. The route tables compare it when the
// user turns null: a log out sends the page being left home, while a session that ends by itself
// leads to the sign-in page and back.
let logOuts = 0;

/** How many times the consumer logged out since the page loaded. */
export function consumerLogOuts(): number {
  return logOuts;
}

/** A consumer's role (a user cached before roles existed counts as a plain user). */
export function roleOf(user: User | null): Role | null {
  if (!user) return null;
  return user.role === 'moderator' || user.role === 'admin' ? user.role : 'user';
}

export interface Auth {
  user: User | null;
  state: AuthState;
  /** Sets the cached user after sign-in, sign-up or a profile update. */
  setUser(user: User): void;
  /**
   * Ends the session on the server, then clears the user and every cached query. `beforeClear`
   * runs once the server has ended it and before the user is cleared: navigating away there
   * means a signed-in page is left before it would send the visitor to the sign-in page.
   */
  signOut(beforeClear?: () => void): Promise<void>;
}

/** The shell's auth state; a remote reads the same one (the contract is a shared singleton). */
export function useAuth(): Auth {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.user, queryFn: fetchUser, staleTime: STALE.user });
  // While React takes over a server-rendered page, the session is "loading", as the server
  // rendered every page: the page's part may be taken over after the session has answered, and
  // React does not correct attributes that differ from the server's (a button would stay disabled).
  // The render right after shows the session as it is.
  const hydrated = useHydrated();
  const user = hydrated ? (query.data ?? null) : null;
  const state: AuthState = !hydrated || query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const setUser = useCallback(
    (next: User) => {
      const previous = client.getQueryData<User | null>(queryKeys.user);
      remember(next);
      client.setQueryData(queryKeys.user, next);
      // Another account than the cached one (a session that ended without sign-out): nothing
      // cached for the previous person, such as their votes, may show for this one.
      if (previous?.id !== next.id) client.removeQueries({ predicate: (q) => !isSessionQuery(q.queryKey) });
    },
    [client],
  );

  const signOut = useCallback(async (beforeClear?: () => void) => {
    await sessionApi.POST('/api/auth/logout');
    beforeClear?.();
    logOuts++;
    remember(null);
    // Signed out first, so every mounted observer of the user re-renders; then drop the rest of
    // the cache (clear() would detach those observers and leave a stale signed-in user on screen).
    client.setQueryData(queryKeys.user, null);
    client.removeQueries({ predicate: (q) => !isSessionQuery(q.queryKey) });
  }, [client]);

  return { user, state, setUser, signOut };
}
