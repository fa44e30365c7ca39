// The route tables of the shell (and of a remote's standalone page): the routes of the visitor's
// auth states, each page loaded lazily under a deadline, and for any other path the right
// fallback: wait for a session, that realm's sign-in page, "no access", unavailable, or 404.
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'shared-ui/contract';
import { consumerLogOuts } from 'shared-ui/contract';
import { FormsAfterHydration } from '../render/forms-after-hydration';
import { useSessions } from 'shared-ui/contract';
import type { RemoteRoute, RoutePageModule } from 'shared-ui/contract';
import { fallbackFor, routeTable, SIGN_IN_PATHS, type Sessions } from 'shared-ui/contract';
import { routeMatches, routePathMatches } from 'shared-ui/remote-routes';
import { AccessDeniedPage, NotFoundPage, PageSpinner, RemoteBoundary, UnavailableMessage } from './route-pages';

/**
 * How long a remote may take to answer (its route list, a page's code) before its paths show the
 * "temporarily unavailable" message. A remote that answers later still takes its place.
 */
export const REMOTE_DEADLINE_MS = 4000;

export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/** `promise`, or a DeadlineError once `ms` have passed. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Page modules loaded so far, by their route's `load`. One memo per copy of the kit: loadPage and
 * RouteSwitch of the same copy go together (the shell's first view and its route tables; a remote
 * that renders its own RouteSwitch, with its own loadPage), so a remote running its own kit is fine.
 */
const loadedPages = new WeakMap<RemoteRoute['load'], RoutePageModule>();

/**
 * A route's page module, remembered once loaded: a page whose code is here renders at once. A lazy
 * component suspends at its first render even then, and a page the server rendered must not: its
 * boundary would still be waiting for the code when the first update after hydration reached it
 * (the sessions read), and React then throws the server's markup away and draws the page again.
 */
export function loadPage(route: RemoteRoute): Promise<RoutePageModule> {
  return route.load().then((page) => {
    loadedPages.set(route.load, page);
    return page;
  });
}

function lazyPage(route: RemoteRoute): LazyExoticComponent<ComponentType> {
  return lazy(() => withDeadline(loadPage(route), REMOTE_DEADLINE_MS, `The page ${route.path}`));
}

/** One remote page under its boundary; Retry makes a fresh lazy page (React caches a failed one). */
function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  // Made here, above the Suspense boundary, so a page that suspends does not make it anew.
  const [Page, setPage] = useState<ComponentType>(() => loadedPages.get(route.load)?.default ?? lazyPage(route));
  const retry = () => {
    setPage(() => lazyPage(route));
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <FormsAfterHydration>
          <Page />
        </FormsAfterHydration>
      </Suspense>
    </RemoteBoundary>
  );
}

export interface RouteSwitchProps {
  /** Every route of the remotes that answered, whatever the auth state. */
  routes: readonly RemoteRoute[];
  /** Some remote has not answered yet: a path no route knows waits for it. */
  pending?: boolean;
  /** Some remote did not answer in time: a path no route knows may be one of its pages. */
  onRetryUnavailable?: () => void;
}

export function RouteSwitch({ routes: allRoutes, pending = false, onRetryUnavailable }: RouteSwitchProps) {
  const { consumer, role, business } = useSessions();
  const { pathname } = useLocation();
  // A route whose declared parameter shape this path does not have is no page here, in any auth
  // state: the 404 page, as the shell's server answered, not the page or a sign-in for it.
  const routes = useMemo(() => allRoutes.filter((route) => !route.params || !routePathMatches(route.path, pathname) || routeMatches(route, pathname)), [allRoutes, pathname]);
  const table = useMemo(() => routeTable(routes, { consumer, role, business }), [routes, consumer, role, business]);
  const leftAt = useLogOutLocation(consumer);
  return (
    <Routes>
      {table.map((route) => {
        // Keyed by route: react-router would otherwise hand one page's state (a failed load) to
        // the next; and by its states, so one path may have a page per state.
        const key = `${route.path}|${route.when.join()}`;
        return <Route key={key} path={route.path} element={<RemotePage key={key} route={route} />} />;
      })}
      <Route path="*" element={<Fallback routes={routes} pending={pending} onRetryUnavailable={onRetryUnavailable} leftAt={leftAt} />} />
    </Routes>
  );
}

/**
 * The location (its key) at which the consumer logged out, while it is still the current one. Log
 * out leaves for home, but as a transition: the user is cleared first, so the page being left
 * briefly has no route, and would otherwise send the visitor to the sign-in page, with the form
 * and its messages, and a redirect back to where they had just logged out.
 */
function useLogOutLocation(consumer: Sessions['consumer']): string | null {
  const location = useLocation();
  const [previous, setPrevious] = useState({ consumer, logOuts: consumerLogOuts() });
  const [leftAt, setLeftAt] = useState<string | null>(null);
  if (previous.consumer !== consumer) {
    // Adjusting state while rendering, React's way to follow a change of what a component reads.
    const logOuts = consumerLogOuts();
    setPrevious({ consumer, logOuts });
    setLeftAt(previous.consumer === 'signed-in' && consumer === 'signed-out' && logOuts > previous.logOuts ? location.key : null);
  }
  return leftAt === location.key ? leftAt : null;
}

type FallbackProps = Required<Pick<RouteSwitchProps, 'routes' | 'pending'>> & Pick<RouteSwitchProps, 'onRetryUnavailable'> & { leftAt: string | null };

function Fallback({ routes, pending, onRetryUnavailable, leftAt }: FallbackProps) {
  const sessions = useSessions();
  const location = useLocation();
  const fallback = fallbackFor(routes, location, sessions);
  switch (fallback.kind) {
    case 'wait':
      return <PageSpinner />;
    case 'sign-in':
      // Just logged out of this page: home, where the log out is going anyway.
      if (leftAt && fallback.to.startsWith(`${SIGN_IN_PATHS.consumer}?`)) return <Navigate to="/" replace />;
      return <Navigate to={fallback.to} replace />;
    case 'forbidden':
      return <AccessDeniedPage />;
    case 'none':
      if (pending) return <PageSpinner />;
      if (onRetryUnavailable) return <UnavailableMessage onRetry={onRetryUnavailable} />;
      return <NotFoundPage />;
  }
}
