import { useQuery } from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';
import { answerOrSignedOut, sessionApi } from './session-api';
import type { BusinessAccount } from '../api/types';
import { queryKeys } from './query-keys';
import { STALE } from './query-client';
import type { SessionState } from './remote-contract';

export type { BusinessAccount };

async function fetchBusinessAccount(): Promise<BusinessAccount | null> {
  // A 401 means signed out, silently, as for the consumer session.
  return answerOrSignedOut(sessionApi.GET(queryKeys.businessAccount[0]));
}

export interface BusinessSession {
  account: BusinessAccount | null;
  state: SessionState;
}

/** The business realm's session, held beside the consumer's and cached the same way. */
export function useBusinessAccount(): BusinessSession {
  const query = useQuery({ queryKey: queryKeys.businessAccount, queryFn: fetchBusinessAccount, staleTime: STALE.user });
  // Hydrating a server-rendered page: loading, as the server rendered it (see useAuth).
  const hydrated = useHydrated();
  const account = hydrated ? (query.data ?? null) : null;
  // A failed session call (network, 5xx) leaves the visitor signed out of this realm, as the
  // consumer session does; the call is made again on the next sign-in or page load.
  return { account, state: !hydrated || query.isPending ? 'loading' : account ? 'signed-in' : 'signed-out' };
}
