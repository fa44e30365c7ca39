import './jsdom-polyfills.cjs';
// Test helpers for the browsing pages (home, companies, company, profile): the app's providers
// around a page, a fetch that answers like the API, and API-shaped sample data.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppTheme, createQueryClient, type Company, type CompanyDetail, type Review, type User } from 'shared-ui';
import { fakeResponse } from 'shared-ui/test-support';

// Pages of MUI cards render slowly in jsdom, more so with test files running side by side.
configure({ asyncUtilTimeout: 5000 });

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (url: string, init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Installs a jest.fn fetch. Routes are "METHOD /path" (exact, query included) or "METHOD /path?*"
 * (any query); anything else answers 404.
 */
export function mockFetch(routes: Record<string, FakeAnswer | Handler>): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}?*`];
    const answer =
      typeof route === 'function' ? await route(url, init) : (route ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found.' } });
    const status = answer.status ?? 200;
    const body = answer.body === undefined ? undefined : JSON.stringify(answer.body);
    return fakeResponse(status, body, { statusText: String(status), headers: answer.headers }) as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const SIGNED_OUT: FakeAnswer = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' } };
export const signedIn = (user: User): FakeAnswer => ({ body: { user } });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (matching `route`), with stub pages for where links lead. */
export function renderPage(ui: ReactElement, { path = '/', route = path.split('?')[0] }: { path?: string; route?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>Another page</p>} />
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

let reviewSeq = 0;
const COMPANY_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function makeReview(overrides: Partial<Review> = {}): Review {
  reviewSeq += 1;
  const n = String(reviewSeq).padStart(12, '0');
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${n}`,
    rating: 4,
    title: `Review number ${reviewSeq}`,
    content: 'My order arrived two days early and support answered within the hour.',
    authorName: 'Jane D.',
    authorId: '22222222-2222-4222-8222-222222222222',
    createdAt: new Date(Date.UTC(2025, 0, 1) + reviewSeq * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, 1) + reviewSeq * 60_000).toISOString(),
    companyId: COMPANY_ID,
    company: { id: COMPANY_ID, name: 'Northwind Outfitters' },
    helpfulCount: 0,
    notHelpfulCount: 0,
    verified: true,
    topic: null,
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: COMPANY_ID,
    name: 'Northwind Outfitters',
    category: 'Retail',
    description: 'Outdoor clothing and camping gear, shipped across Europe.',
    logoUrl: null,
    website: 'https://www.northwind.example',
    location: 'Leeds, United Kingdom',
    countryCode: 'GB',
    averageRating: '4.2',
    totalReviews: 3,
    ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 },
    createdAt: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCompanyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return { ...makeCompany(), reviews: [], hasMoreReviews: false, ...overrides };
}
