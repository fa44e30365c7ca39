// The page a remote serves on its own (`npm run dev --workspace <remote>`), for its team: its
// routes with the same providers, route tables and toasts as in the shell, without the shell's
// frame. In the product the shell renders these routes in its layout instead.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink } from 'shared-ui/contract';
import { createQueryClient } from 'shared-ui/contract';
import type { RemoteRoute } from 'shared-ui/contract';
import { RouteSwitch } from '../routing/route-switch';
import { createAppTheme } from 'shared-ui/contract';
import { Toaster } from 'shared-ui/contract';

function Standalone({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light'), [dark]);
  // Pages without parameters, once each, as a menu for the team.
  const pages = [...new Set(routes.map((r) => r.path).filter((p) => !p.includes(':')))];
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {name} (standalone)
            </Typography>
            <Box component="nav" aria-label="Pages of this remote" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              {pages.map((path) => (
                <Link key={path} component={RouterLink} to={path} variant="body2">
                  {path}
                </Link>
              ))}
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main">
          <RouteSwitch routes={routes} />
        </Box>
        <Toaster />
      </BrowserRouter>
    </ThemeProvider>
  );
}

/** Renders a remote's routes as a page of its own into #root. */
export function renderStandalone(routes: readonly RemoteRoute[], { name = document.title.replace(/ \(standalone\)$/, '') } = {}): void {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <Standalone name={name} routes={routes} />
    </QueryClientProvider>,
  );
}
