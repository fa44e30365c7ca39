import { useEffect, useMemo } from 'react';
import { RouteSwitch, useLocation } from 'shared-ui';
import { loadRemotesFor, remotesNeededFor, retryUnavailableRemotes, useRemotesStore } from '../federation/remotes';

/** The route tables: every answered remote's routes as soon as it answers. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const list = useRemotesStore((s) => s.list);
  const remotes = useRemotesStore((s) => s.remotes);
  const routes = useMemo(() => remotes.flatMap((r) => (r.status === 'ready' ? r.routes : [])), [remotes]);
  // A page of a remote not loaded yet (it was not needed at start) loads it now, and waits for it.
  const needed = useMemo(() => remotesNeededFor(remotes, pathname), [remotes, pathname]);
  useEffect(() => {
    if (needed.some((r) => r.status === 'deferred')) loadRemotesFor(pathname);
  }, [needed, pathname]);
  const pending = list === 'loading' || needed.some((r) => r.status === 'loading' || r.status === 'deferred');
  const unavailable = list === 'failed' || remotes.some((r) => r.status === 'unavailable');
  return <RouteSwitch routes={routes} pending={pending} onRetryUnavailable={unavailable ? retryUnavailableRemotes : undefined} />;
}
