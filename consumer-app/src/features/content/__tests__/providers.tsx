// Test helpers for the content, contact and API documentation pages: the providers the shell
// gives a remote page, and a scripted fetch.
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createAppTheme, createQueryClient, queryKeys, type User } from 'shared-ui';
import { fakeResponse } from 'shared-ui/test-support';

export function renderWithProviders(ui: ReactElement, { at = '/', user = null }: { at?: string; user?: User | null } = {}): RenderResult & { client: QueryClient } {
  const client = createQueryClient();
  // The session is known up front, so useAuth() makes no call.
  client.setQueryData(queryKeys.user, user);
  const result = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

type Responder = FakeAnswer | ((init?: RequestInit) => FakeAnswer | Promise<FakeAnswer>);

/** Replaces fetch with one that answers by "METHOD /path"; anything else fails the test loudly. */
export function fakeFetch(routes: Record<string, Responder>): jest.Mock {
  const fn = jest.fn(async (input: string, init?: RequestInit) => {
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${input}`;
    const responder = routes[key];
    if (!responder) throw new Error(`Unexpected call: ${key}`);
    const answer = typeof responder === 'function' ? await responder(init) : responder;
    return fakeResponse(answer.status, answer.body);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** Headings in document order as "h2 Title", for checking the outline. */
export function outline(container: HTMLElement): string[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim()}`);
}

/** Heading levels that skip one (an h2 followed by an h4), which confuse screen-reader navigation. */
export function skippedLevels(container: HTMLElement): string[] {
  const problems: string[] = [];
  let previous = 0;
  for (const h of container.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(h.tagName.slice(1));
    if (previous && level > previous + 1) problems.push(`${h.tagName} "${h.textContent?.trim()}" after h${previous}`);
    previous = level;
  }
  return problems;
}
