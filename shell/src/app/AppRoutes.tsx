import { useEffect, useMemo } from 'react';
import { matchPath, RouteSwitch, useLocation } from 'shared-ui';
import { loadRemotesFor, remotesNeededFor, retryUnavailableRemotes, useRemotesStore } from '../federation/remotes';

/** The route tables: every answered remote's routes as soon as it answers. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const list = useRemotesStore((s) => s.list);
  const remotes = useRemotesStore((s) => s.remotes);
  const routes = useMemo(() => remotes.flatMap((r) => (r.status === 'ready' ? r.routes : [])), [remotes]);
  // The remotes this page needs. The paths the server named are a hint: once the remotes they
  // point to have answered without the page (a remote redeployed since, say), every remote may
  // have it, and a 404 waits for them all.
  const needed = useMemo(() => {
    const named = remotesNeededFor(remotes, pathname);
    const answered = named.every((r) => r.status === 'ready' || r.status === 'unavailable');
    const found = routes.some((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
    return answered && !found ? remotes : named;
  }, [remotes, routes, pathname]);
  // A page of a remote not loaded yet (it was not needed at start) loads it now, and waits for it.
  useEffect(() => {
    if (needed.some((r) => r.status === 'deferred')) loadRemotesFor(needed.map((r) => r.name));
  }, [needed]);
  const pending = list === 'loading' || needed.some((r) => r.status === 'loading' || r.status === 'deferred');
  const unavailable = list === 'failed' || needed.some((r) => r.status === 'unavailable');
  return <RouteSwitch routes={routes} pending={pending} onRetryUnavailable={unavailable ? retryUnavailableRemotes : undefined} />;
}
