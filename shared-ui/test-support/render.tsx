// The providers the shell gives every page (query client, theme, router), around a component
// under test, with both realms' sessions known up front unless a test lets them load.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Fragment, StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/contract';
import { createQueryClient } from 'shared-ui/contract';
import { queryKeys } from 'shared-ui/contract';
import type { User } from '../src/api/types';
import type { BusinessAccount } from 'shared-ui/contract';
import { createAppTheme } from 'shared-ui/contract';
import { useToastStore } from 'shared-ui/contract';

// Pages of MUI cards render slowly in jsdom, more so with test files running side by side.
configure({ asyncUtilTimeout: 5000 });

/**
 * Where the router is, as the text of a hidden [data-testid="location"] element, for assertions
 * on navigation (hidden: it is no landmark, status or text of the page under test).
 */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface RenderOptions {
  /** The URL to start at. */
  at?: string;
  /** The route pattern `ui` is mounted on (other paths render "Another page"); omit to render `ui` at any path. */
  path?: string;
  /** Stand-ins for the pages links lead to, by route pattern (with `path`). */
  pages?: Record<string, ReactNode>;
  /** The consumer session: a user, null (signed out), or 'fetch' to let GET /api/auth/user answer. */
  user?: User | null | 'fetch';
  /** The business session, likewise. */
  business?: BusinessAccount | null | 'fetch';
  client?: QueryClient;
  /** Under React's StrictMode (effects run twice), to prove a page does something once. */
  strict?: boolean;
}

export function renderWithProviders(
  ui: ReactElement,
  { at = '/', path, pages = {}, user = null, business = null, client = createQueryClient(), strict = false }: RenderOptions = {},
): RenderResult & { client: QueryClient } {
  if (user !== 'fetch') client.setQueryData(queryKeys.user, user);
  if (business !== 'fetch') client.setQueryData(queryKeys.businessAccount, business);
  const Mode = strict ? StrictMode : Fragment;
  const result = render(
    <Mode>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={createAppTheme('light')}>
          <CssBaseline />
          <MemoryRouter initialEntries={[at]}>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
                {Object.entries(pages).map(([pattern, page]) => (
                  <Route key={pattern} path={pattern} element={page} />
                ))}
                <Route path="*" element={<p>Another page</p>} />
              </Routes>
            ) : (
              ui
            )}
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </Mode>,
  );
  return { ...result, client };
}

/** The path and query the router is at. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The newest toast in the store (the one on screen). */
export function lastToast() {
  return useToastStore.getState().toasts[0];
}

export function resetToasts() {
  useToastStore.setState({ toasts: [] });
}

/** Types a whole value at once (paste): the same change events as typing, far fewer of them. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
