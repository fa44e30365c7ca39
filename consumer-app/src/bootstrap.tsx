// The standalone page for the consumer team: this remote's routes with the shared providers,
// without the shell. In the product the shell renders these routes in its own layout.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppTheme, createQueryClient, useAuth } from 'shared-ui';
import { routes } from './app/routes';

const pages = routes.map((r) => ({ ...r, Page: lazy(r.load) }));

function StandaloneRoutes() {
  const { state } = useAuth();
  const key = state === 'signed-in' ? 'signed-in' : 'signed-out';
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Routes>
        {pages
          .filter((p) => p.when.includes(key))
          .map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        <Route path="*" element={<p>Not a consumer-app page (the shell shows its 404 here).</p>} />
      </Routes>
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={createQueryClient()}>
    <ThemeProvider theme={createAppTheme()}>
      <CssBaseline />
      <BrowserRouter>
        <StandaloneRoutes />
      </BrowserRouter>
    </ThemeProvider>
  </QueryClientProvider>,
);
