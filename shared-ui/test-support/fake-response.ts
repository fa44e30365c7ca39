// Test support for every front end: the part of a fetch Response that the API client reads.

export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** A response with `body` (JSON-encoded unless a string; none when undefined). */
export function fakeResponse(
  status: number,
  body?: unknown,
  { statusText = '', headers = {} }: { statusText?: string; headers?: Record<string, string> } = {},
): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const byName = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}
