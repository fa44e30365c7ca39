// Test helpers for the consumer forms: providers, a route table, a scripted fetch.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, queryKeys, useToastStore, type User } from 'shared-ui';
import { fakeResponse } from 'shared-ui/test-support';

export const demoUser: User = {
  id: '6f1c2b1e-8d4b-4c55-9f57-0e6a3f4b2a11',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Shows where the router went, for assertions on navigation. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface RenderOptions {
  /** The URL to start at. */
  at: string;
  /** The route pattern `ui` is mounted on. */
  path: string;
  /** The signed-in user, or null for a visitor. */
  user?: User | null;
}

export function renderPage(ui: ReactElement, { at, path, user = null }: RenderOptions): { client: QueryClient } {
  const client = createQueryClient();
  // The session is known up front, so useAuth() never calls the API.
  client.setQueryData(queryKeys.user, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client };
}

export interface FakeRoute {
  method: string;
  /** Exact path with query, or a pattern. */
  url: string | RegExp;
  status: number;
  body?: unknown;
}

/** Replaces fetch with one that answers from `routes`; unmatched calls fail the test loudly. */
export function mockFetch(routes: FakeRoute[]): jest.Mock {
  const fn = jest.fn(async (input: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes.find((r) => r.method === method && (typeof r.url === 'string' ? r.url === input : r.url.test(input)));
    if (!route) throw new Error(`Unexpected ${method} ${input}`);
    return fakeResponse(route.status, route.body);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The body a call was made with. */
export function bodyOf(fetchMock: jest.Mock, method: string, url: string): unknown {
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return call ? JSON.parse(call[1].body) : undefined;
}

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
