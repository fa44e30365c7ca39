// What each page adds to the shell page's head, and its status: the extension point for per-page
// titles, meta descriptions, canonical URLs, Open Graph tags and JSON-LD. Build tags with the
// escaping helpers of shell-page.mjs (`element`, `jsonScript` with type application/ld+json); a
// page that does not exist (an unknown company) answers `{ status: 404, ... }`. Today every page
// keeps the built page's title and description.

/**
 * Called with `{ pathname, request, api }`: the path asked for, the request, and the API's base URL
 * (for the reads a page's head needs).
 * @returns {Promise<import('./shell-page.mjs').PageHead & { status?: number }>}
 */
export async function pageHead() {
  return {};
}
