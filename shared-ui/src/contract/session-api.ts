// The contract's own API calls (the sessions), typed as the kit's are: openapi-fetch over the
// generated schema, so each call's path and answer are checked against what the API declares. The
// schema is imported for its types only, so no code of the kit becomes part of the singleton; the
// calls go through the contract's transport (apiFetchRaw) and keep the platform's one error
// behaviour: any non-OK answer throws an ApiError whose message is "status: body". Not exported
// from the contract: a remote's calls use the kit's `api` (shared-ui/src/api/client.ts).
import createClient from 'openapi-fetch';
import type { paths } from '../api/schema';
import { ApiError, apiFetchRaw } from './client';

/**
 * openapi-fetch builds an absolute URL (Node's Request accepts no other); this reserved origin
 * (RFC 2606) never leaves the process: the transport sends the path and query to the real API.
 */
const PLACEHOLDER_ORIGIN = 'https://api.invalid';

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

export const sessionApi = createClient<paths>({ baseUrl: PLACEHOLDER_ORIGIN, fetch: send });

/** The answer of a session call, or null when the API answers 401: nobody is signed in to that realm. */
export async function answerOrSignedOut<D>(call: Promise<{ data?: D }>): Promise<D | null> {
  try {
    return (await call).data as D;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
