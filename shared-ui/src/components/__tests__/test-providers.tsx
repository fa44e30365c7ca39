// Test helpers: the app's providers around a component, and a fetch that answers like the API.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../api/query-client';
import type { Review, User } from '../../api/types';
import { createAppTheme } from '../../theme/theme';
import { fakeResponse } from '../../../test-support/fake-response';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

/** Installs a jest.fn fetch answering "METHOD /path" routes; anything else is a 404. */
export function mockFetch(routes: Record<string, FakeAnswer | Handler>): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    const answer = typeof route === 'function' ? await route(init) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = answer.status ?? 200;
    const body = answer.body === undefined ? undefined : JSON.stringify(answer.body);
    return fakeResponse(status, body, { statusText: String(status) }) as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const SIGNED_OUT: FakeAnswer = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' } };

export function signedIn(user: User): FakeAnswer {
  return { body: { user } };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders at / inside the router, query client and theme; /sign-in is a stub page. */
export function renderWithProviders(ui: ReactElement, client: QueryClient = createQueryClient()) {
  const result = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/sign-in" element={<h1>Sign in page</h1>} />
            <Route path="/companies/:id" element={<h1>Company page</h1>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export const demoUser: User = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    rating: 4,
    title: 'Quick delivery and friendly support',
    content: 'My order arrived two days early and support answered within the hour.',
    authorName: 'Jane D.',
    authorId: '22222222-2222-4222-8222-222222222222',
    createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    updatedAt: new Date().toISOString(),
    companyId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    company: { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Northwind Outfitters' },
    helpfulCount: 3,
    notHelpfulCount: 1,
    verified: true,
    topic: 'Delivery',
    ...overrides,
  };
}
