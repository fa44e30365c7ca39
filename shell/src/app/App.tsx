import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createAppTheme, createQueryClient } from 'shared-ui';
import { retryRemotes, type RemoteRoutes } from '../federation/remotes';
import { Layout } from '../layout/Layout';
import { Toaster } from '../layout/Toaster';
import { AppRoutes } from './AppRoutes';

const queryClient = createQueryClient();

export function App({ routes }: { routes: Promise<RemoteRoutes[]> }) {
  const [remotes, setRemotes] = useState<RemoteRoutes[]>();
  useEffect(() => {
    void routes.then(setRemotes);
  }, [routes]);

  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light'), [dark]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Layout>
            <AppRoutes remotes={remotes} onRetryRemotes={() => remotes && void retryRemotes(remotes).then(setRemotes)} />
          </Layout>
          <Toaster />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
