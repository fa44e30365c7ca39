// The shell page's HTML (shell-page.mjs) and the first view's hints (first-view-hints.mjs).
// Run by `npm test --workspace shell` (node --test).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dataHints, remoteHints } from './first-view-hints.mjs';
import { element, escapeHtml, jsonScript, REMOTES_CONFIG_ID, renderShellPage } from './shell-page.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default description."><title>TrustReviews</title>' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const REMOTES = [
  { name: 'consumer_app', entry: 'https://cdn.example.com/consumer/v2/mf-manifest.json', module: 'consumer_app/routes' },
  { name: 'admin_app', entry: 'http://localhost:8083/mf-manifest.json', module: 'admin_app/routes' },
];

/** The document the page inlines, read back as the shell reads it. */
function inlined(html) {
  const match = new RegExp(`<script type="application/json" id="${REMOTES_CONFIG_ID}">(.*?)</script>`).exec(html);
  return match && JSON.parse(match[1]);
}

describe('renderShellPage', () => {
  test('inlines the remotes document in the head, readable as JSON, and keeps the rest of the page', () => {
    const html = renderShellPage(TEMPLATE, { remotes: REMOTES });
    assert.deepEqual(inlined(html), REMOTES);
    assert.ok(html.indexOf(REMOTES_CONFIG_ID) < html.indexOf('</head>'));
    assert.match(html, /<title>TrustReviews<\/title>/);
    assert.match(html, /<script defer src="\/main.1a2b3c4d.js"><\/script>/);
    assert.match(html, /<body><div id="root"><\/div><\/body><\/html>$/);
  });

  test('a value in the document can neither close the script element nor open markup', () => {
    const hostile = [{ name: 'x</script><script>alert(1)</script>', entry: 'https://e.example/<!--', module: 'a&b\u2028' }];
    const html = renderShellPage(TEMPLATE, { remotes: hostile });
    assert.equal(html.match(/<script/g).length, 2, 'only the main script and the data element');
    assert.doesNotMatch(html, /<!--/);
    assert.deepEqual(inlined(html), hostile);
  });

  test('puts the hints first, then the page head: title and description replaced, escaped; extra tags as given', () => {
    const html = renderShellPage(TEMPLATE, {
      remotes: REMOTES,
      hints: [element('link', { rel: 'preload', as: 'fetch', href: '/api/stats', crossorigin: 'use-credentials' })],
      head: {
        title: 'Acme <Shoes> & "Co" | TrustReviews',
        description: 'Reviews of Acme: "great" <b>',
        tags: [element('link', { rel: 'canonical', href: 'https://site.example/companies/1' })],
      },
    });
    assert.match(html, /<title>Acme &lt;Shoes&gt; &amp; &quot;Co&quot; \| TrustReviews<\/title>/);
    assert.match(html, /<meta name="description" content="Reviews of Acme: &quot;great&quot; &lt;b&gt;">/);
    assert.doesNotMatch(html, /Default description/);
    const order = ['rel="preload"', REMOTES_CONFIG_ID, 'rel="canonical"', '</head>'].map((s) => html.indexOf(s));
    assert.deepEqual([...order].sort((a, b) => a - b), order);
    assert.ok(order.every((i) => i > 0));
  });

  test('a template without a head still gets the document', () => {
    assert.deepEqual(inlined(renderShellPage('<title>Shell</title><div id="root"></div>', { remotes: REMOTES })), REMOTES);
  });
});

describe('the HTML helpers', () => {
  test('element escapes attribute values and text, writes bare and leaves out absent attributes', () => {
    assert.equal(element('meta', { property: 'og:title', content: '"Tom & Jerry"' }), '<meta property="og:title" content="&quot;Tom &amp; Jerry&quot;">');
    assert.equal(element('link', { rel: 'preload', crossorigin: true, media: undefined, hidden: false }), '<link rel="preload" crossorigin>');
    assert.equal(element('title', {}, '<x>'), '<title>&lt;x&gt;</title>');
    assert.equal(escapeHtml(`<a href='x'>`), '&lt;a href=&#39;x&#39;&gt;');
  });

  test('jsonScript writes structured data that parses back to the same value', () => {
    const data = { '@type': 'Review', reviewBody: '</script><script>alert(1)</script> & more' };
    const html = jsonScript(data, { type: 'application/ld+json' });
    assert.match(html, /^<script type="application\/ld\+json">/);
    assert.equal(html.match(/<\/script>/g).length, 1);
    assert.deepEqual(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, '')), data);
  });
});

describe('the first view\'s hints', () => {
  test('every remote\'s manifest (a CORS fetch) and entry script, from where the remotes document says', () => {
    assert.deepEqual(remoteHints(REMOTES), [
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example.com/consumer/v2/mf-manifest.json">',
      '<link rel="preload" as="script" href="https://cdn.example.com/consumer/v2/remoteEntry.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:8083/mf-manifest.json">',
      '<link rel="preload" as="script" href="http://localhost:8083/remoteEntry.js">',
    ]);
  });

  const hrefs = (pathname) => dataHints(pathname).map((tag) => /href="([^"]*)"/.exec(tag)[1]);

  test('both sessions on every page, with cookies, as the API client reads them', () => {
    assert.deepEqual(hrefs('/about'), ['/api/auth/user', '/api/business/account']);
    assert.ok(dataHints('/about').every((tag) => tag.includes('crossorigin="use-credentials"') && tag.includes('as="fetch"')));
  });

  test('the home page\'s lists and a company page\'s company', () => {
    assert.deepEqual(hrefs('/').slice(2), ['/api/categories', '/api/companies/featured', '/api/reviews/recent', '/api/stats']);
    assert.deepEqual(hrefs('/companies/62feb5ca-b73d-499d-8d1d-43cadd4edc97').slice(2), ['/api/companies/62feb5ca-b73d-499d-8d1d-43cadd4edc97']);
    assert.deepEqual(hrefs('/companies/a%20b').slice(2), ['/api/companies/a%20b']);
    assert.deepEqual(hrefs('/companies/%E0%A4%A').slice(2), [], 'a malformed path preloads nothing of its own');
    assert.deepEqual(hrefs('/companies').slice(2), []);
  });
});
