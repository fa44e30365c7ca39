// API mocking for every front-end test: one msw server per test file, started by setup.ts. Tests
// say what the API answers with `server.use(http.get('/api/...', () => HttpResponse.json(...)))`;
// a request nobody answers fails the test, so every call a page makes is one the test expected.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { BusinessAccount } from 'shared-ui/contract';
import type { User } from '../src/api/types';

export { http, HttpResponse };

/**
 * Answers every test gets unless it says otherwise: reads a page makes on the side for a signed-in
 * visitor, whatever the page is about. Each Report button asks whether its review was reported
 * already (one request for a page of cards): by default, none was.
 */
const ambient = [http.get('/api/reviews/reported', () => HttpResponse.json({ reviewIds: [] }))];

export const server = setupServer(...ambient);

/** The API's error shape: `{statusCode, error, message}` with the given status. */
export function apiError(status: number, message: string, error = STATUS_TEXT[status] ?? 'Error') {
  return HttpResponse.json({ statusCode: status, error, message }, { status });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Handlers for both realms' session calls: a user or business account, or a silent 401 each. */
export function sessionHandlers({ user = null, business = null }: { user?: User | null; business?: BusinessAccount | null } = {}) {
  return [
    http.get('/api/auth/user', () => (user ? HttpResponse.json({ user }) : apiError(401, 'Please sign in.'))),
    http.get('/api/business/account', () => (business ? HttpResponse.json(business) : apiError(401, 'Please sign in.'))),
  ];
}

/** A JSON answer, for handlers that only return data. */
export function json(body: JsonBodyType, init?: ResponseInit) {
  return HttpResponse.json(body, init);
}

/** What a mocked API route answers: a status (200 by default), a JSON body, headers; or no answer at all (the network failed). */
export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  networkError?: boolean;
}

export type Route = Answer | ((request: { url: URL; body: string; method: string }) => Answer | Promise<Answer>);

/**
 * The API's answers, declared as `{ 'GET /api/companies/featured': { body: [...] } }`. A key with
 * a query matches that exact query; `?*` after the path matches any query; a key without a query
 * matches the path with no query. Any other request fails the test. Answers the request
 * recorder (what was called, with which bodies).
 */
export function mockApi(routes: Record<string, Route>) {
  const recorder = recordRequests();
  const byPath = new Map<string, Array<[key: string, route: Route]>>();
  for (const [key, route] of Object.entries(routes)) {
    const [method, target] = key.split(' ');
    const path = `${method} ${target.split('?')[0]}`;
    byPath.set(path, [...(byPath.get(path) ?? []), [key, route]]);
  }
  server.use(
    ...[...byPath.entries()].map(([methodPath, candidates]) => {
      const [method, path] = methodPath.split(' ');
      const handlerFor = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[method];
      if (!handlerFor) throw new Error(`mockApi: unknown method in "${methodPath}"`);
      return handlerFor(path, async ({ request }) => {
        const url = new URL(request.url);
        const exact = candidates.find(([key]) => key === `${method} ${path}${url.search}`);
        const any = candidates.find(([key]) => key === `${method} ${path}?*`);
        const bare = url.search ? undefined : candidates.find(([key]) => key === `${method} ${path}`);
        const route = (exact ?? any ?? bare)?.[1];
        // Not one of the declared queries: unhandled, so the test fails and names the request.
        if (route === undefined) return undefined;
        const answer = typeof route === 'function' ? await route({ url, body: await request.clone().text(), method }) : route;
        if (answer.networkError) return HttpResponse.error();
        const init = { status: answer.status ?? 200, headers: answer.headers };
        return answer.body === undefined ? new HttpResponse(null, init) : HttpResponse.json(answer.body as JsonBodyType, init);
      });
    }),
  );
  return recorder;
}

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/api/companies?search=bank". */
  path: string;
  body: Promise<string>;
}

/** Every request the code under test makes from now on, in order, with its body. */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body: request.clone().text() });
  });
  return {
    requests,
    /** The parsed JSON body of the first `method path` request, or undefined if there was none. */
    async bodyOf(method: string, path: string): Promise<unknown> {
      const found = requests.find((r) => r.method === method && r.path === path);
      if (!found) return undefined;
      const text = await found.body;
      return text ? JSON.parse(text) : undefined;
    },
    count(method: string, path: string | RegExp): number {
      return requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))).length;
    },
  };
}

/** The API's answer to a session call without a session. */
export const SIGNED_OUT: Answer = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' } };

/** The API's answer to GET /api/auth/user for a signed-in user. */
export function signedIn(user: User): Answer {
  return { body: { user } };
}

/**
 * Both realms' session calls as the API answers them: a consumer signed in as `user`, signed out
 * (401), or still loading (no answer); the business realm signed out.
 */
export function mockSession(state: 'signed-in' | 'signed-out' | 'loading', user?: User) {
  if (state === 'signed-in' && !user) throw new Error('mockSession: a signed-in session needs its user');
  server.use(
    http.get('/api/auth/user', () => (state === 'loading' ? new Promise<never>(() => undefined) : state === 'signed-in' ? HttpResponse.json({ user }) : apiError(401, 'Please sign in.'))),
    http.get('/api/business/account', () => apiError(401, 'Please sign in.')),
  );
}
