// The shell page: the built index.html with what only this server knows put into its head. Every
// page path answers it (client-side routing), so this is where a page's head is made:
//   - the remotes' configuration, inlined, so the app does not first ask /remotes.json;
//   - hints that start the first view's downloads with the HTML (first-view-hints.mjs);
//   - the page's own head: a title, a description and further tags (canonical, Open Graph, JSON-LD),
//     a `PageHead` from page-head.mjs (the server's `pageHead` option).
// Everything a page puts in goes through the escaping helpers below: page data (a company's name)
// must never become markup.

/** The id of the inlined remotes document; the shell reads it (src/federation/remote-config.ts). */
export const REMOTES_CONFIG_ID = 'remotes-config';

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

// Elements without content or end tag.
const VOID = new Set(['link', 'meta', 'base']);

/**
 * One element, its attributes escaped: `element('link', { rel: 'preload', href })`. `true` writes
 * a bare attribute, `false`/`null`/`undefined` leaves it out. `content` is text (escaped); for
 * the content of a script use `jsonScript`.
 */
export function element(name, attributes = {}, content = '') {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
    .join('');
  return VOID.has(name) ? `<${name}${attrs}>` : `<${name}${attrs}>${escapeHtml(content)}</${name}>`;
}

/**
 * A script element holding JSON data (`type` application/json, or application/ld+json for
 * structured data). Escaped so no value can close the element or open a comment: `<`, `>` and
 * `&` become \u escapes, which JSON.parse reads back unchanged; so do U+2028/U+2029.
 */
export function jsonScript(value, attributes = {}) {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const attrs = element('script', { type: 'application/json', ...attributes }).slice('<script'.length, -'></script>'.length);
  return `<script${attrs}>${json}</script>`;
}

/**
 * What a page adds to the shell page's head.
 * @typedef {object} PageHead
 * @property {string} [title]        replaces the template's <title> (text, escaped here)
 * @property {string} [description]  replaces the template's meta description (escaped here)
 * @property {string[]} [tags]       further head elements, made with `element` / `jsonScript`
 */

/**
 * The shell page for one request.
 * @param {string} template  the built index.html
 * @param {{ remotes: unknown[], hints?: string[], head?: PageHead }} page  the remotes document
 *   (as /remotes.json answers it), the first view's hints, and the page's own head.
 * @returns {string}
 */
export function renderShellPage(template, { remotes, hints = [], head = {} }) {
  let html = template;
  if (head.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, element('title', {}, head.title));
  if (head.description !== undefined) {
    html = html.replace(/<meta name="description"[^>]*>/, element('meta', { name: 'description', content: head.description }));
  }
  // Hints first among the added tags: the browser starts those downloads as it reads them.
  const added = [...hints, jsonScript(remotes, { id: REMOTES_CONFIG_ID }), ...(head.tags ?? [])].join('');
  const at = html.indexOf('</head>');
  return at >= 0 ? `${html.slice(0, at)}${added}${html.slice(at)}` : `${added}${html}`;
}
