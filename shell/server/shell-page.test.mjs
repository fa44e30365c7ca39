// The shell page's HTML (shell-page.mjs) and the first view's hints (first-view-hints.mjs).
// Run by `npm test --workspace shell` (node --test).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { remoteHints, sessionHints } from './first-view-hints.mjs';
import { element, escapeHtml, headOf, jsonScript, REMOTES_CONFIG_ID, renderShellPage } from './shell-page.mjs';

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

  test('both sessions on every page, with cookies, as the API client reads them', () => {
    assert.deepEqual(sessionHints().map((tag) => /href="([^"]*)"/.exec(tag)[1]), ['/api/auth/user', '/api/business/account']);
    assert.ok(sessionHints().every((tag) => tag.includes('crossorigin="use-credentials"') && tag.includes('as="fetch"')));
  });
});

describe('a route\'s head', () => {
  test('becomes escaped tags: robots, canonical, Open Graph with the site\'s name, and schema.org blocks', () => {
    const head = headOf(
      {
        title: 'A & B',
        description: 'd',
        robots: 'noindex',
        canonical: 'https://x.example/a?b="c"',
        openGraph: { title: 'A & B', image: undefined },
        jsonLd: [{ id: 'company-jsonld', data: { body: '</script>' }, attributes: { 'data-company': 'c1' } }],
      },
      'TrustReviews',
    );
    assert.equal(head.title, 'A & B');
    assert.deepEqual(head.tags.slice(0, 5), [
      '<meta name="robots" content="noindex">',
      '<link rel="canonical" href="https://x.example/a?b=&quot;c&quot;">',
      '<meta property="og:site_name" content="TrustReviews">',
      '<meta property="og:type" content="website">',
      '<meta property="og:title" content="A &amp; B">',
    ]);
    assert.equal(head.tags[5], '<meta name="twitter:card" content="summary">');
    assert.equal(head.tags[6], '<script type="application/ld+json" id="company-jsonld" data-company="c1">{"body":"\\u003c/script\\u003e"}</script>');
  });

  test('page data with replacement patterns ($\' $& $`) is written as text', () => {
    const html = renderShellPage(TEMPLATE, { remotes: REMOTES, head: { title: "Acme $' Co", description: 'Best $` $& deals' } });
    assert.match(html, /<title>Acme \$&#39; Co<\/title>/);
    assert.match(html, /<meta name="description" content="Best \$` \$&amp; deals">/);
    assert.equal(html.match(/<title>/g).length, 1);
  });

  test('an empty head adds nothing', () => {
    assert.deepEqual(headOf({}, 'TrustReviews'), { title: undefined, description: undefined, tags: [] });
  });
});

describe('a page rendered on the server', () => {
  test('goes into the root element with its cache after it, and loses the note for visitors without JavaScript', () => {
    const template = TEMPLATE.replace('<div id="root"></div>', '<noscript>Needs JavaScript.</noscript><div id="root"></div>');
    const html = renderShellPage(template, { remotes: REMOTES, body: '<p>$& $1 page</p>', state: { a: '</script>' } });
    assert.match(html, /<div id="root"><p>\$& \$1 page<\/p><\/div><script type="application\/json" id="first-view-state">\{"a":"\\u003c\/script\\u003e"\}<\/script>/);
    assert.ok(!html.includes('noscript'));
    assert.ok(renderShellPage(template, { remotes: REMOTES }).includes('<noscript>'), 'kept for a page the browser renders');
  });
});
