import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './query-keys';
import { answerOrSignedOut, sessionApi } from './session-api';
import { STALE } from './query-client';
import type { User } from '../api/types';
import type { AuthState, Role } from './remote-contract';
import { useHydrated } from './use-hydrated';

/**
 * What this browser keeps of a signed-in consumer, under these local storage keys; all of it goes
 * when the session ends, however it ends. `user`: the copy of the user that spec section 3 names.
 * `pendingInvitation`: the way back to a review invitation while its invitee confirms their
 * address (it holds the invitation's token).
 */
export const SIGNED_IN_STORAGE = { user: 'auth_user', pendingInvitation: 'pending_invitation' } as const;

/** The fields of the kept copy: those the spec names, nothing more (no role, nothing of the account's state). */
const KEPT_FIELDS = ['id', 'firstName', 'lastName', 'email', 'profileImageUrl'] as const;

/** Removes everything this browser keeps of a signed-in consumer (a log out that leaves the page calls it first). */
export function forgetSignedInStorage(): void {
  try {
    for (const key of Object.values(SIGNED_IN_STORAGE)) localStorage.removeItem(key);
  } catch {
    /* storage may be unavailable (private mode): nothing was kept */
  }
}

function keptUserId(): unknown {
  try {
    return (JSON.parse(localStorage.getItem(SIGNED_IN_STORAGE.user) ?? 'null') as { id?: unknown } | null)?.id;
  } catch {
    return undefined; // unreadable: nobody's
  }
}

/** Keeps the copy of `user`, or forgets all of it; what was kept for another person goes too. */
function remember(user: User | null): void {
  try {
    if (!user) return forgetSignedInStorage();
    if (keptUserId() !== user.id) forgetSignedInStorage();
    localStorage.setItem(SIGNED_IN_STORAGE.user, JSON.stringify(Object.fromEntries(KEPT_FIELDS.map((field) => [field, user[field] ?? null]))));
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
