import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { createAppTheme, createQueryClient, PageSpinner, Toaster, BrowserRouter } from 'shared-ui';
import { Layout } from '../layout/Layout';
import { followSessions } from '../session/follow-sessions';
import { AppRoutes } from './AppRoutes';

/** The browser's one query client (the server's first view is put into it before hydration). */
export const queryClient = createQueryClient();

/**
 * The page as the browser and the shell's server both render it, inside a router of theirs. The
 * page's area is a Suspense boundary: on the server it waits there for the first view's reads.
 */
export function AppFrame({ client, children }: { client: QueryClient; children?: ReactNode }) {
  // Light on the server and in the first render (a media query is not known before then).
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light'), [dark]);
  // In the browser only: this tab follows the other tabs' and the server's sessions.
  useEffect(() => followSessions(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Layout>
          <Suspense fallback={<PageSpinner />}>
            {children}
            <AppRoutes />
          </Suspense>
        </Layout>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppFrame client={queryClient} />
    </BrowserRouter>
  );
}
