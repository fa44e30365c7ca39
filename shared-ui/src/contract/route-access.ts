// Which routes exist for the visitor's sessions, and what a path that exists only in other
// states shows: that realm's sign-in page (and back), a "no access" page, or nothing (404).
import { matchPath } from 'react-router-dom';
import type { RemoteRoute, Role, RouteCondition, SessionState } from './remote-contract';

/** Both realms' sessions as the shell holds them. */
export interface Sessions {
  consumer: SessionState;
  /** The signed-in consumer's role; null when signed out or loading. */
  role: Role | null;
  business: SessionState;
}

type Known = { consumer: 'signed-out' | 'signed-in'; role: Role | null; business: 'signed-out' | 'signed-in' };

function holds(condition: RouteCondition, s: Known): boolean {
  switch (condition) {
    case 'signed-out':
      return s.consumer === 'signed-out';
    case 'signed-in':
      return s.consumer === 'signed-in';
    case 'business-signed-out':
      return s.business === 'signed-out';
    case 'business-signed-in':
      return s.business === 'signed-in';
    case 'moderator':
      return s.consumer === 'signed-in' && (s.role === 'moderator' || s.role === 'admin');
    case 'admin':
      return s.consumer === 'signed-in' && s.role === 'admin';
  }
}

// While a session loads, the visitor counts as signed out of that realm (the signed-out table
// shows at once, so public pages never wait for the session call).
function asKnown(s: Sessions): Known {
  return {
    consumer: s.consumer === 'signed-in' ? 'signed-in' : 'signed-out',
    role: s.consumer === 'signed-in' ? (s.role ?? 'user') : null,
    business: s.business === 'signed-in' ? 'signed-in' : 'signed-out',
  };
}

/** Every state the sessions may turn out to be in once the loading ones answer. */
function possibleStates(s: Sessions): Known[] {
  const consumers: Array<Pick<Known, 'consumer' | 'role'>> =
    s.consumer === 'loading'
      ? [{ consumer: 'signed-out', role: null }, ...(['user', 'moderator', 'admin'] as const).map((role) => ({ consumer: 'signed-in' as const, role }))]
      : [{ consumer: asKnown(s).consumer, role: asKnown(s).role }];
  const businesses: Known['business'][] = s.business === 'loading' ? ['signed-out', 'signed-in'] : [asKnown(s).business];
  return consumers.flatMap((c) => businesses.map((business) => ({ ...c, business })));
}

/** Whether a route (or any list of auth states a route may name) is in the visitor's route table now. */
export function routeExists(route: Pick<RemoteRoute, 'when'>, sessions: Sessions): boolean {
  const known = asKnown(sessions);
  return route.when.some((c) => holds(c, known));
}

/** The routes of the visitor's route table. */
export function routeTable(routes: readonly RemoteRoute[], sessions: Sessions): RemoteRoute[] {
  return routes.filter((route) => routeExists(route, sessions));
}

export type Fallback =
  /** A session the path depends on is still loading. */
  | { kind: 'wait' }
  /** The path needs a sign-in of this realm: go to its sign-in page, then come back. */
  | { kind: 'sign-in'; to: string }
  /** A signed-in consumer without the role the path needs. */
  | { kind: 'forbidden' }
  /** No route of any state has this path (or only states the visitor cannot sign into). */
  | { kind: 'none' };

export const SIGN_IN_PATHS = { consumer: '/sign-in', business: '/business/login' } as const;

/** What a path that is not in the visitor's route table shows instead. */
export function fallbackFor(routes: readonly RemoteRoute[], location: { pathname: string; search?: string }, sessions: Sessions): Fallback {
  const matching = routes.filter((r) => matchPath({ path: r.path, end: true }, location.pathname));
  if (matching.length === 0) return { kind: 'none' };
  const possible = possibleStates(sessions);
  if (possible.length > 1 && matching.some((r) => possible.some((state) => r.when.some((c) => holds(c, state))))) return { kind: 'wait' };

  const known = asKnown(sessions);
  const back = encodeURIComponent(`${location.pathname}${location.search ?? ''}`);
  for (const condition of matching.flatMap((r) => r.when)) {
    if ((condition === 'signed-in' || condition === 'moderator' || condition === 'admin') && known.consumer === 'signed-out') {
      return { kind: 'sign-in', to: `${SIGN_IN_PATHS.consumer}?redirect=${back}` };
    }
    if (condition === 'business-signed-in' && known.business === 'signed-out') {
      return { kind: 'sign-in', to: `${SIGN_IN_PATHS.business}?redirect=${back}` };
    }
  }
  if (matching.some((r) => r.when.includes('moderator') || r.when.includes('admin'))) return { kind: 'forbidden' };
  return { kind: 'none' };
}
