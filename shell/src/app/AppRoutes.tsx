import { useMemo } from 'react';
import { RouteSwitch } from 'shared-ui';
import { retryUnavailableRemotes, useRemotesStore } from '../federation/remotes';

/** The route tables: every answered remote's routes as soon as it answers. */
export function AppRoutes() {
  const list = useRemotesStore((s) => s.list);
  const remotes = useRemotesStore((s) => s.remotes);
  const routes = useMemo(() => remotes.flatMap((r) => (r.status === 'ready' ? r.routes : [])), [remotes]);
  const pending = list === 'loading' || remotes.some((r) => r.status === 'loading');
  const unavailable = list === 'failed' || remotes.some((r) => r.status === 'unavailable');
  return <RouteSwitch routes={routes} pending={pending} onRetryUnavailable={unavailable ? retryUnavailableRemotes : undefined} />;
}
