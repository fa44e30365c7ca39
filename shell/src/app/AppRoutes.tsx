import { use, useEffect, useMemo } from 'react';
import { matchPath, RouteSwitch, useLocation, useSessions } from 'shared-ui';
import { noRemoteHasPath, routeMatches } from 'shared-ui/remote-routes';
import { firstViewWait } from '../federation/first-view';
import { hasPagesFor, loadRemotesFor, remotesNeededFor, retryUnavailableRemotes, setVisitorSessions, useRemotesStore } from '../federation/remotes';

/** The route tables: every answered remote's routes as soon as it answers. */
export function AppRoutes() {
  // Hydrating the server's page: wait (suspended, its markup kept) for the page's remote and code.
  const wait = firstViewWait();
  if (wait) use(wait);
  const { pathname } = useLocation();
  const list = useRemotesStore((s) => s.list);
  const remotes = useRemotesStore((s) => s.remotes);
  const { consumer, role, business } = useSessions();
  const sessions = useMemo(() => ({ consumer, role, business }), [consumer, role, business]);
  // Which remotes load after the first view follows the sessions (a moderator's sign-in loads theirs).
  useEffect(() => setVisitorSessions(sessions), [sessions]);
  const routes = useMemo(() => remotes.flatMap((r) => (r.status === 'ready' ? r.routes : [])), [remotes]);
  const found = useMemo(() => routes.some((route) => matchPath({ path: route.path, end: true }, pathname) !== null && routeMatches(route, pathname)), [routes, pathname]);
  // The remotes this page needs. The paths the server named are a hint: once the remotes they
  // point to have answered without the page (a remote redeployed since, say), every remote the
  // sessions give pages to may have it, and a 404 waits for them all.
  const needed = useMemo(() => {
    const named = remotesNeededFor(remotes, pathname, sessions);
    const answered = named.every((r) => r.status === 'ready' || r.status === 'unavailable');
    return answered && !found ? remotes.filter((r) => named.includes(r) || hasPagesFor(r, sessions)) : named;
  }, [remotes, found, pathname, sessions]);
  // A page of a remote not loaded yet (it was not needed at start) loads it now, and waits for it.
  useEffect(() => {
    if (needed.some((r) => r.status === 'deferred')) loadRemotesFor(needed.map((r) => r.name));
  }, [needed]);
  // A path no answered remote has waits for the sessions too: they decide which remotes may have it.
  // Not one that no remote's routes name in any auth state: no session gives it a page, and the
  // server sent its 404 page as rendered here before the sessions are known.
  const sessionsLoading = consumer === 'loading' || business === 'loading';
  const nobodys = useMemo(() => noRemoteHasPath(remotes, pathname, (r) => r.known), [remotes, pathname]);
  const pending = list === 'loading' || needed.some((r) => r.status === 'loading' || r.status === 'deferred') || (!found && sessionsLoading && !nobodys);
  const unavailable = list === 'failed' || needed.some((r) => r.status === 'unavailable');
  return <RouteSwitch routes={routes} pending={pending} onRetryUnavailable={unavailable ? retryUnavailableRemotes : undefined} />;
}
