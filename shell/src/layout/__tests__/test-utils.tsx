// Shared test set-up for the shell: a fake fetch for the session call and the app's providers.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppTheme, createQueryClient, type User } from 'shared-ui';
import { fakeResponse as sharedFakeResponse, type FakeResponse } from 'shared-ui/test-support';

export const demoUser: User = {
  id: '5b0c3c1e-8f51-4f7a-9a51-5f8a1c2d3e4f',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana.whitfield@example.com',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2025-01-15T10:00:00.000Z',
};

/** The shared fake response, with the status texts these tests have always used. */
export type { FakeResponse };

export function fakeResponse(status: number, body: unknown = ''): FakeResponse {
  return sharedFakeResponse(status, body, { statusText: status === 401 ? 'Unauthorized' : status >= 400 ? 'Error' : 'OK' });
}

export type Session = 'signed-out' | 'signed-in' | 'loading';
type Handler = (url: string, init?: RequestInit) => FakeResponse | Promise<FakeResponse> | undefined;

/**
 * Replaces global fetch: GET /api/auth/user answers 401 (signed out), 200 {user} (signed in) or
 * never (loading); `other` answers anything else.
 */
export function mockFetch(session: Session, other?: Handler): jest.Mock {
  const fn = jest.fn(async (input: string, init?: RequestInit) => {
    if (input === '/api/auth/user' && (!init?.method || init.method === 'GET')) {
      if (session === 'loading') return new Promise<FakeResponse>(() => undefined);
      return session === 'signed-in' ? fakeResponse(200, { user: demoUser }) : fakeResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first.' });
    }
    const answer = await other?.(input, init);
    if (answer) return answer;
    throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${input}`);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAppTheme('light')}>
        <CssBaseline />
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationDisplay />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
