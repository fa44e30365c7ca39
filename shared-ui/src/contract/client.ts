// The fetch wrapper: cookies always, JSON bodies, and any non-OK answer
// raises an error whose message is "status: body text" (or the status text when empty).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The API's human message ({message} of the error shape), else the raw text. */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body;
  }

  /** The id of what already exists, from a 409 that names it (`existingId`, e.g. the company listed with a website). */
  get existingId(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { existingId?: unknown };
      return typeof parsed.existingId === 'string' ? parsed.existingId : undefined;
    } catch {
      return undefined;
    }
  }
}

// Where the API is. In the browser its URLs are relative (same origin); the shell's server, which
// renders pages, names the API's address and how long one of its reads may take.
let apiOrigin = '';
let readTimeoutMs: number | undefined;
let extraHeaders: () => Record<string, string> = () => ({});

/**
 * For a server that renders pages: the API's origin, a time limit on each call, and the headers
 * to add to each (who the visitor is, for the API's rate limits).
 */
export function setApiOrigin(origin: string, options: { timeoutMs?: number; headers?: () => Record<string, string> } = {}): void {
  apiOrigin = origin.replace(/\/$/, '');
  readTimeoutMs = options.timeoutMs;
  extraHeaders = options.headers ?? (() => ({}));
}

async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const target = apiOrigin && url.startsWith('/') ? `${apiOrigin}${url}` : url;
  if (!readTimeoutMs) return fetch(target, init);
  // The answer is read whole before the time limit is lifted: a limit that fired after the caller
  // had its answer would fail a body nobody reads any more.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`${url} did not answer within ${readTimeoutMs} ms`, 'TimeoutError')), readTimeoutMs);
  try {
    const res = await fetch(target, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...extraHeaders() }, signal: controller.signal });
    const body = await res.arrayBuffer();
    return new Response(res.status === 204 || res.status === 304 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The API's raw answer for `url` (a path of the API, e.g. /api/companies?limit=6), with cookies and,
 * on a server that renders pages, the origin, time limit and headers of setApiOrigin. Non-OK
 * answers are answered, not thrown: this is the transport of a typed client (the kit's `api`),
 * which reads the answer itself. Added in contract 1.1.0.
 */
export function apiFetchRaw(url: string, init: RequestInit = {}): Promise<Response> {
  return apiFetch(url, { ...init, credentials: 'include' });
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || '', res.statusText);
}

/** A state-changing call; answers the parsed JSON body, or undefined for an empty one. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiFetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET and parse JSON; the statuses in `nullOn` answer null (a 401 on the session calls). */
export async function apiGet<T>(url: string, opts: { nullOn?: readonly number[] } = {}): Promise<T> {
  const res = await apiFetch(url, { credentials: 'include' });
  if (opts.nullOn?.includes(res.status)) return null as T;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** GET with the total of a paged list, from X-Total-Count. */
export async function apiGetPage<T>(url: string): Promise<{ items: T[]; total: number }> {
  const res = await apiFetch(url, { credentials: 'include' });
  await throwIfNotOk(res);
  const items = (await res.json()) as T[];
  return { items, total: Number(res.headers.get('X-Total-Count') ?? items.length) };
}

/** Whether a failed query was a 401 ("401: ..."): the session ended. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*/.test(error.message);
}
