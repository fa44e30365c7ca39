/**
 * Where to go after signing in: the `redirect` query parameter when it is a path on this site,
 * else home. "//evil.example" and "/\evil.example" are other sites to a browser, so both are refused.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could form "//".
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  return target;
}
