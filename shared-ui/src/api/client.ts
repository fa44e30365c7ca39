// The typed API client: openapi-fetch over the generated schema (schema.d.ts, from the API's own
// OpenAPI document), so a call's path, path and query parameters, body and answer are checked by
// the compiler against what the API declares. It answers through the contract's transport
// (apiFetchRaw: cookies, and on the shell's server the API's origin and time limit), and keeps the
// one error behaviour of the platform: any non-OK answer throws an ApiError whose message is
// "status: body" (the status text when the body is empty).
//
//   const company = await answer(api.GET('/api/companies/{id}', { params: { path: { id } } }));
//
// openapi-fetch was chosen over a hand-written wrapper because it is the openapi-typescript
// project's own client for the types we already generate: no URL is paired with a type by hand.
import createClient from 'openapi-fetch';
import { ApiError, apiFetchRaw } from 'shared-ui/contract';
import type { paths } from './schema';

/**
 * openapi-fetch builds an absolute URL (Node's Request accepts no other); this reserved origin
 * (RFC 2606) never leaves the process: the transport sends the path and query to the real API.
 */
const PLACEHOLDER_ORIGIN = 'https://api.invalid';

// The contract's session calls (contract/session-api.ts) send the same way with their own copy:
// the contract cannot import the kit, and the kit cannot take it from the contract without a new
// contract export, which a 1.1 shell would not have.
async function send(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await request.text() : '';
  const res = await apiFetchRaw(url.pathname + url.search, {
    method: request.method,
    headers: body ? { 'Content-Type': request.headers.get('Content-Type') ?? 'application/json' } : {},
    body: body || undefined,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || '', res.statusText);
  return res;
}

export const api = createClient<paths>({ baseUrl: PLACEHOLDER_ORIGIN, fetch: send });

type Call<D> = Promise<{ data?: D; response: Response }>;

/** What a successful call answers (undefined for an empty answer); a non-OK one has thrown an ApiError already. */
export async function answer<D>(call: Call<D>): Promise<D> {
  return (await call).data as D;
}

/** A paged list's items with its total, from X-Total-Count. */
export async function answerPage<D extends readonly unknown[]>(call: Call<D>): Promise<{ items: D; total: number }> {
  const { data, response } = await call;
  const items = data as D;
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) };
}

/** The answer, or null when the API answers one of `statuses` (a 401 on the session calls: nobody signed in). */
export async function answerOrNull<D>(call: Call<D>, statuses: readonly number[] = [401]): Promise<D | null> {
  try {
    return await answer(call);
  } catch (error) {
    if (error instanceof ApiError && statuses.includes(error.status)) return null;
    throw error;
  }
}
