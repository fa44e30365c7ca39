import type { AuthState, RemoteRoute } from 'shared-ui';
import type { RemoteRoutes } from '../federation/remotes';

/** Spec §2: while loading or signed out the signed-out table; signed in the signed-in table. */
export function routeTable(remotes: RemoteRoutes[], state: AuthState): RemoteRoute[] {
  const key = state === 'signed-in' ? 'signed-in' : 'signed-out';
  return remotes.flatMap((r) => r.routes.filter((route) => route.when.includes(key)));
}

/** Every path any remote knows, whatever the auth state (to tell "sign in first" from 404). */
export function knownPaths(remotes: RemoteRoutes[]): string[] {
  return remotes.flatMap((r) => r.routes.map((route) => route.path));
}
