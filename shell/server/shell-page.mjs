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
/** The id of the first view's dehydrated query cache; the shell reads it (src/federation/first-view.ts). */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

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
 * A page's head as a remote's route declares it (shared-ui remote-contract.ts `PageHead`: data,
 * never markup) in the form this page takes: its title, description and tags, every value escaped.
 * @param {{ title?: string, description?: string, canonical?: string, openGraph?: Record<string, string | undefined>,
 *   jsonLd?: Array<{ id?: string, data: unknown, attributes?: Record<string, string> }>, robots?: string }} declared
 * @param {string} siteName  the og:site_name
 * @returns {PageHead}
 */
export function headOf(declared, siteName) {
  const tags = [];
  if (declared.robots) tags.push(element('meta', { name: 'robots', content: declared.robots }));
  if (declared.canonical) tags.push(element('link', { rel: 'canonical', href: declared.canonical }));
  const og = Object.entries(declared.openGraph ?? {}).filter(([, value]) => typeof value === 'string' && value);
  if (og.length) {
    tags.push(element('meta', { property: 'og:site_name', content: siteName }), element('meta', { property: 'og:type', content: 'website' }));
    for (const [name, content] of og) tags.push(element('meta', { property: `og:${name}`, content }));
    tags.push(element('meta', { name: 'twitter:card', content: 'summary' }));
  }
  for (const block of declared.jsonLd ?? []) {
    if (block?.data === undefined) continue;
    tags.push(jsonScript(block.data, { type: 'application/ld+json', id: block.id, ...block.attributes }));
  }
  return { title: declared.title, description: declared.description, tags };
}

/**
 * The shell page for one request.
 * @param {string} template  the built index.html
 * @param {{ remotes: unknown[], hints?: string[], head?: PageHead, body?: string, state?: unknown }} page  the remotes
 *   document (as /remotes.json answers it), the first view's hints, the page's own head, and, for
 *   a page rendered on the server, the root element's markup (React's: trusted) and the dehydrated
 *   query cache.
 * @returns {string}
 */
export function renderShellPage(template, { remotes, hints = [], head = {}, body, state }) {
  let html = template;
  // Function replacers: a `$&` or `$'` in page data is text, never a replacement pattern.
  if (head.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => element('title', {}, head.title));
  if (head.description !== undefined) {
    html = html.replace(/<meta name="description"[^>]*>/, () => element('meta', { name: 'description', content: head.description }));
  }
  // Hints first among the added tags: the browser starts those downloads as it reads them.
  const added = [...hints, jsonScript(remotes, { id: REMOTES_CONFIG_ID }), ...(head.tags ?? [])].join('');
  const at = html.indexOf('</head>');
  html = at >= 0 ? `${html.slice(0, at)}${added}${html.slice(at)}` : `${added}${html}`;
  if (body === undefined) return html;
  // The server's first view inside the root element, its cache after it (read before the app starts).
  // The noscript note goes: the page reads without JavaScript.
  const root = '<div id="root"></div>';
  const rendered = `<div id="root">${body}</div>${jsonScript(state ?? null, { id: FIRST_VIEW_STATE_ID })}`;
  return html.replace(/<noscript>[^<]*<\/noscript>\s*/, '').replace(root, () => rendered);
}
