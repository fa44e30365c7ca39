// Every tab follows the sessions. A log out, a sign-in or a session found ended in one tab reaches
// the others at once (the cookies are the browser's, not the tab's), and a call that answers 401
// while a session is cached asks the server again whether that session still holds: a tab never
// keeps showing an account whose session is gone.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isUnauthorizedError, queryKeys } from 'shared-ui';

export type Realm = 'consumer' | 'business';

const SESSION_KEYS: Record<Realm, QueryKey> = { consumer: queryKeys.user, business: queryKeys.businessAccount };

/** What one tab tells the others: who is signed in to a realm now (null: nobody). */
export interface SessionMessage {
  realm: Realm;
  id: string | null;
}

/** The part of a BroadcastChannel used here. */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  onmessage: ((event: MessageEvent<SessionMessage>) => void) | null;
  close(): void;
}

const CHANNEL_NAME = 'sessions';

function openChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(CHANNEL_NAME) as SessionChannel);
}

function realmOf(key: QueryKey): Realm | undefined {
  if (key[0] === SESSION_KEYS.consumer[0]) return 'consumer';
  if (key[0] === SESSION_KEYS.business[0]) return 'business';
  return undefined;
}

/** The id of a cached session: undefined while unknown, null when nobody is signed in. */
function idOf(data: unknown): string | null | undefined {
  if (data === undefined) return undefined;
  return data && typeof data === 'object' && 'id' in data && typeof data.id === 'string' ? data.id : null;
}

/**
 * What was cached for a realm's session, its own session record aside. The consumer's answers are
 * all but the sessions (as a log out drops them); the business realm's are its own API's.
 */
export function forgetRealmData(client: QueryClient, realm: Realm): void {
  const sessions = new Set([SESSION_KEYS.consumer[0], SESSION_KEYS.business[0]]);
  client.removeQueries({
    predicate: ({ queryKey: [first] }) =>
      !sessions.has(first as string) && (realm === 'consumer' || (typeof first === 'string' && first.startsWith('/api/business/'))),
  });
}

let announce: ((message: SessionMessage) => void) | null = null;

/**
 * Tells the other tabs a session ended, for a log out that leaves the page (a full navigation)
 * before this tab's cache would say so.
 */
export function announceSignedOut(realm: Realm): void {
  announce?.({ realm, id: null });
}

/** Keeps `client`'s sessions in step with the other tabs' and the server's; answers the way to stop. */
export function followSessions(client: QueryClient, channel: SessionChannel | null = openChannel()): () => void {
  const known: Record<Realm, string | null | undefined> = {
    consumer: idOf(client.getQueryData(SESSION_KEYS.consumer)),
    business: idOf(client.getQueryData(SESSION_KEYS.business)),
  };
  announce = (message) => channel?.postMessage(message);

  // A realm's session changed in this tab: the others hear of it. The first answer of a page
  // load changes nothing for them.
  const changed = (realm: Realm, id: string | null) => {
    const before = known[realm];
    if (before === id) return;
    known[realm] = id;
    if (before === undefined) return;
    // Signed out, or another account than the cached one (a message or a refetch can move a tab
    // from one account to the next): nothing cached for the previous one may show for this one.
    if (id === null || before !== null) forgetRealmData(client, realm);
    channel?.postMessage({ realm, id });
  };

  // A 401 where a session is cached: ask the server whether it still holds.
  const checkSessions = () => {
    for (const realm of ['consumer', 'business'] as const) {
      if (known[realm]) void client.invalidateQueries({ queryKey: SESSION_KEYS[realm] });
    }
  };

  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const realm = realmOf(event.query.queryKey);
    if (realm && event.action.type === 'success') changed(realm, idOf(event.query.state.data) ?? null);
    if (!realm && event.action.type === 'error' && isUnauthorizedError(event.action.error)) checkSessions();
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isUnauthorizedError(event.action.error)) checkSessions();
  });

  if (channel) {
    channel.onmessage = ({ data }) => {
      if (!data || (data.realm !== 'consumer' && data.realm !== 'business') || known[data.realm] === data.id) return;
      if (data.id === null) {
        // Signed out in another tab: here too, without a call (the cookie is gone for every tab).
        // Known first, so this tab does not tell the others back.
        known[data.realm] = null;
        client.setQueryData(SESSION_KEYS[data.realm], null);
        forgetRealmData(client, data.realm);
      } else {
        // Signed in (or as someone else) in another tab: this tab asks the server who it is now;
        // its answer, if another account, drops the previous account's data (see `changed`).
        void client.invalidateQueries({ queryKey: SESSION_KEYS[data.realm] });
      }
    };
  }

  return () => {
    stopQueries();
    stopMutations();
    if (channel) channel.onmessage = null;
    channel?.close();
    announce = null;
  };
}
