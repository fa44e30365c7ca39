import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { useAuth, type RemoteRoute } from 'shared-ui';
import type { RemoteRoutes } from '../federation/remotes';
import { NotFoundPage } from './NotFoundPage';
import { RemoteBoundary, UnavailableMessage } from './RemoteBoundary';
import { knownPaths, routeTable } from './route-table';

export function PageSpinner() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

/** One lazily loaded remote page; Retry makes a fresh lazy component (React caches a failed one). */
function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page: LazyExoticComponent<ComponentType> = useMemo(() => lazy(route.load), [route, attempt]);
  return (
    // Keyed by route too: react-router reuses this element across pages, and a failed page's
    // boundary must not follow the visitor to the next one.
    <RemoteBoundary key={`${route.path}#${attempt}`} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

export function AppRoutes({ remotes, onRetryRemotes }: { remotes: RemoteRoutes[] | undefined; onRetryRemotes: () => void }) {
  const { state } = useAuth();
  const location = useLocation();
  const table = useMemo(() => routeTable(remotes ?? [], state), [remotes, state]);

  if (!remotes) return <PageSpinner />;
  const someUnavailable = remotes.some((r) => r.unavailable);
  // While the session loads, a path of the signed-in table waits rather than flashing a 404.
  const waitForAuth = state === 'loading' && knownPaths(remotes).some((p) => matchPath(p, location.pathname));

  return (
    <Routes>
      {table.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
      ))}
      <Route
        path="*"
        element={
          waitForAuth ? (
            <PageSpinner />
          ) : someUnavailable ? (
            // A remote whose route list failed may own this path: say so rather than 404.
            <UnavailableMessage onRetry={onRetryRemotes} />
          ) : (
            <NotFoundPage />
          )
        }
      />
    </Routes>
  );
}
