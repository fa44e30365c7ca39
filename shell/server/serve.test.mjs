// The shell origin's server and the remotes' static server, over real sockets against a fake API.
// Run by `npm test --workspace shell` (node --test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { createRemoteServer, createRemotesOriginServer } from '../../scripts/serve-remotes.mjs';
import { API_CONNECTIONS, createShellServer } from './serve.mjs';

/** A built app's folder: a page, a hashed chunk with its compressed variants, an unhashed file. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Shell</title><meta name="description" content="Shell."></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), chunk);
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), zlib.gzipSync(chunk));
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  // A remote's routes manifest (the remotes' static server reads it).
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes: [{ path: '/companies/:id', when: ['signed-out', 'signed-in'], query: [] }] }));
  // The shell build's stamp (rspack.config.mjs): the contract version it provides.
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'shell-build.json'), JSON.stringify({ contract: '1.1.1', singletons: { react: '19.3.1' } }));
  return dir;
}

/** The API's own Content-Security-Policy (its helmet's), on every answer of the stand-in. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A stand-in for the API: echoes what it received; answers 413 to bodies over 1 KB as soon as
 * the headers arrive and closes the connection, as the API's Fastify does.
 */
function startFakeApi() {
  const server = http.createServer((req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > 1024) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close', 'x-api': 'yes', 'content-security-policy': API_CSP });
      return res.end(JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' }));
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(req.url.startsWith('/api/teapot') ? 418 : 200, { 'content-type': 'application/json', 'x-api': 'yes', 'set-cookie': 'sid=abc; HttpOnly', 'content-security-policy': API_CSP });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function listen(appPromise) {
  const app = await appPromise;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${app.server.address().port}` };
}

/** One HTTP exchange on `agent`; answers status, headers, body text and whether the socket was reused. */
function exchange(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// No remote's routes manifest can be read: every remote is needed by every page, as before manifests.
const offline = { fetch: async () => Promise.reject(new Error('offline')), warn: () => undefined };

describe('the shell origin', () => {
  let api, dist, shell, trusting;
  before(async () => {
    api = await startFakeApi();
    dist = fakeDist();
    const apiUrl = `http://127.0.0.1:${api.address().port}`;
    // No remote's routes manifest can be read: every remote is needed by every page, as before manifests.
    shell = await listen(createShellServer({ dist, api: apiUrl, env: { CONSUMER_APP_URL: 'https://cdn.example.com/consumer/v2' }, remoteRoutes: offline }));
    trusting = await listen(createShellServer({ dist, api: apiUrl, env: { SHELL_TRUSTED_PROXIES: '127.0.0.1' }, remoteRoutes: offline }));
  });
  after(async () => {
    await shell.app.close();
    await trusting.app.close();
    api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('passes an API call through unchanged: method, path, query, body, status, headers', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'secret-1' });
    const res = await exchange(`${shell.url}/api/teapot/x?y=1`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'sid=1' }, body });
    assert.equal(res.status, 418);
    assert.equal(res.headers['x-api'], 'yes');
    assert.equal(res.headers['set-cookie'][0], 'sid=abc; HttpOnly');
    const seen = JSON.parse(res.body);
    assert.deepEqual([seen.method, seen.url, seen.body, seen.headers.cookie], ['POST', '/api/teapot/x?y=1', body, 'sid=1']);
  });

  test('an oversized body gets the API\'s own 413, ten times in a row on one kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await exchange(`${shell.url}/api/auth/login`, { method: 'POST', agent, headers: { 'content-type': 'application/json' }, body }));
    agent.destroy();
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(413));
    assert.deepEqual(answers.map((a) => a.reused), [false, ...Array(9).fill(true)]);
    assert.equal(answers[0].headers['x-api'], 'yes');
    assert.deepEqual(JSON.parse(answers[9].body), { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
  });

  test('names the client itself: a made-up X-Forwarded-For from an untrusted peer is dropped', async () => {
    const res = await exchange(`${shell.url}/api/whoami`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', host: 'site.example' } });
    const seen = JSON.parse(res.body).headers;
    assert.equal(seen['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen['x-forwarded-proto'], 'http');
    assert.equal(seen['x-forwarded-host'], 'site.example');
  });

  test('tells browsers to keep to HTTPS when the trusted proxy says the page came over it', async () => {
    const res = await exchange(`${trusting.url}/about`, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' } });
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    const untrusted = await exchange(`${shell.url}/about`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(untrusted.headers['strict-transport-security'], undefined);
  });

  test('keeps X-Forwarded-For and -Proto from a trusted proxy, adding that proxy', async () => {
    const res = await exchange(`${trusting.url}/api/whoami`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' } });
    const seen = JSON.parse(res.body).headers;
    assert.equal(seen['x-forwarded-for'], '203.0.113.9, 127.0.0.1');
    assert.equal(seen['x-forwarded-proto'], 'https');
  });

  test('proxies the exact /widget.js to the API', async () => {
    const res = await exchange(`${shell.url}/widget.js`);
    assert.equal(JSON.parse(res.body).url, '/widget.js');
  });

  test('answers 502 with the API\'s error shape when the API is down', async () => {
    const down = await listen(createShellServer({ dist, api: 'http://127.0.0.1:9', env: {}, remoteRoutes: offline }));
    const res = await exchange(`${down.url}/api/stats`);
    await down.app.close();
    assert.equal(res.status, 502);
    assert.deepEqual(JSON.parse(res.body), { statusCode: 502, error: 'Bad Gateway', message: 'The service is not reachable right now. Please try again.' });
  });

  test('/remotes.json names every remote of the manifest, from the environment, never cached', async () => {
    const res = await exchange(`${shell.url}/remotes.json`);
    assert.equal(res.headers['cache-control'], 'no-store');
    const remotes = JSON.parse(res.body);
    assert.deepEqual(remotes.map((r) => r.name), ['consumer_app', 'business_app', 'admin_app']);
    assert.deepEqual(remotes[0], { name: 'consumer_app', entry: 'https://cdn.example.com/consumer/v2/mf-manifest.json', module: 'consumer_app/routes' });
    assert.equal(remotes[1].entry, 'http://localhost:8082/mf-manifest.json');
  });

  test('/remotes.json, a missing file, a 502 and the crawlers\' files carry the security headers; the API\'s answers keep the API\'s own', async () => {
    const down = await listen(createShellServer({ dist, api: 'http://127.0.0.1:9', env: {}, remoteRoutes: offline }));
    try {
      for (const [url, status] of [[`${shell.url}/remotes.json`, 200], [`${shell.url}/missing.1a2b3c4d.js`, 404], [`${shell.url}/robots.txt`, 200], [`${down.url}/api/stats`, 502]]) {
        const res = await exchange(url);
        assert.equal(res.status, status, url);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
        assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
        assert.match(res.headers['content-security-policy'], /frame-ancestors 'none'/, url);
        assert.match(res.headers['content-security-policy'], /default-src 'self'/, url);
      }
    } finally {
      await down.app.close();
    }
    const passed = await exchange(`${shell.url}/api/whoami`);
    assert.equal(passed.headers['content-security-policy'], API_CSP);
    assert.equal(passed.headers['x-frame-options'], undefined, 'nothing of the shell\'s is added to the API\'s answer');
  });

  test('hashed files: the best precompressed variant, cached for a year, with the security headers', async () => {
    const br = await exchange(`${shell.url}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(br.headers['x-frame-options'], 'DENY');
    assert.match(br.headers.vary, /accept-encoding/i);
    const gz = await exchange(`${shell.url}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(gz.body).toString(), /^console\.log/);
    const plain = await exchange(`${shell.url}/main.1a2b3c4d.js`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body.toString(), /^console\.log/);
  });

  test('client-side routes answer the shell page, revalidated, with the security headers; a missing file is a 404', async () => {
    // (The home and company pages' own heads: page-head.test.mjs.)
    for (const url of ['/about', '/companies', '/business/login?redirect=%2Fx', '/api']) {
      const res = await exchange(`${shell.url}${url}`);
      assert.equal(res.status, 200, url);
      assert.match(res.body.toString(), /<title>Shell<\/title>/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      const csp = res.headers['content-security-policy'];
      // Scripts from this origin and the remotes' only (one remote is on a CDN in this test), no plugins, no <base>.
      assert.match(csp, /(^|; )script-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:8082 http:\/\/localhost:8083(;|$)/);
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) assert.ok(csp.includes(part), part);
      assert.equal(res.headers['strict-transport-security'], undefined);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
    assert.equal((await exchange(`${shell.url}/missing.1a2b3c4d.js`)).status, 404);
    // Source maps are never sent, whatever a build left in dist/.
    assert.equal((await exchange(`${shell.url}/main.1a2b3c4d.js.map`)).status, 404);
    // The server's own files under dist/server/ are not the browser's.
    for (const url of ['/server/shell-build.json', '/server/../server/shell-build.json', '/%73erver/shell-build.json']) assert.equal((await exchange(`${shell.url}${url}`)).status, 404, url);
    assert.equal((await exchange(`${shell.url}/favicon.svg`)).headers['cache-control'], 'no-cache');
  });

  test('the shell page inlines the remotes document and the first view\'s hints: the remotes and the sessions', async () => {
    const html = (await exchange(`${shell.url}/companies/abc?tab=1`)).body.toString();
    const inlined = JSON.parse(/<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(html)[1]);
    assert.deepEqual(inlined, JSON.parse((await exchange(`${shell.url}/remotes.json`)).body));
    for (const href of ['https://cdn.example.com/consumer/v2/mf-manifest.json', 'https://cdn.example.com/consumer/v2/remoteEntry.js', 'http://localhost:8083/remoteEntry.js', '/api/auth/user', '/api/business/account']) {
      assert.ok(html.includes(`href="${href}"`), href);
    }
    // A page's own reads are the server's to make (its route's loader), never the shell's to know.
    assert.ok(!html.includes('/api/companies/'));
  });

  test('the shell page: compressed for clients that take it, revalidated with its ETag (304), answered to HEAD', async () => {
    const br = await exchange(`${shell.url}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(br.body).toString(), /id="remotes-config"/);
    assert.match(br.headers.vary, /accept-encoding/i);
    const gz = await exchange(`${shell.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(zlib.gunzipSync(gz.body).toString(), zlib.brotliDecompressSync(br.body).toString());
    assert.equal(br.headers.etag, gz.headers.etag);
    const again = await exchange(`${shell.url}/`, { headers: { 'if-none-match': br.headers.etag } });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers['cache-control'], 'no-cache');
    const head = await exchange(`${shell.url}/about`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.match(head.headers['content-type'], /^text\/html/);
  });

  test('a page its remote renders on the server comes rendered, with its head escaped and its cache; a failure leaves it to the browser', async () => {
    const calls = [];
    const build = {
      configure: (options) => calls.push(['configure', options.remotes.map((r) => r.entry)]),
      reloadChangedRemotes: async () => [],
      renderPage: async ({ remote, pathname, search, site, forwarded }) => {
        calls.push(['render', remote, pathname, search, site, forwarded]);
        if (pathname === '/companies/down') throw new Error('The Node build of consumer_app did not answer within 1000 ms');
        if (pathname === '/companies/gone') return { status: 404, head: { title: 'Company Not Found', robots: 'noindex' }, html: '<h1>Company Not Found</h1>', state: {} };
        if (pathname === '/companies/odd') return { status: 'teapot', head: { jsonLd: [{ data: undefined }] }, html: '<h1>Odd</h1>', state: {} };
        return {
          status: 200,
          head: {
            title: 'Acme & Co',
            description: 'Reviews <of> Acme',
            canonical: 'https://site.example/companies/1',
            openGraph: { title: 'Acme & Co', url: 'https://site.example/companies/1', image: undefined },
            jsonLd: [{ id: 'company-jsonld', data: { name: '</script><script>alert(1)</script>' }, attributes: { 'data-company': '1' } }],
          },
          html: '<main><h1>Acme &amp; Co</h1></main>',
          state: { queries: [{ queryKey: ['/api/companies', '1'], state: { data: { name: '</script>' } } }] },
        };
      },
    };
    const warnings = [];
    const manifests = { 'http://localhost:8081/routes.json': { routes: [{ path: '/companies/:id', when: ['signed-out', 'signed-in'] }, { path: '/profile', when: ['signed-in'] }] } };
    const fetch = async (url) => (manifests[String(url)] ? Response.json(manifests[String(url)]) : new Response('Not Found', { status: 404 }));
    const server = await listen(
      createShellServer({ dist, api: 'http://127.0.0.1:9', env: { SITE_URL: 'https://site.example' }, remoteRoutes: { fetch, warn: () => undefined }, renderer: { build, warn: (m) => warnings.push(m) } }),
    );
    try {
      const page = (await exchange(`${server.url}/companies/1?sort=lowest`)).body.toString();
      assert.match(page, /<title>Acme &amp; Co<\/title>/);
      assert.match(page, /<meta name="description" content="Reviews &lt;of&gt; Acme">/);
      assert.match(page, /<link rel="canonical" href="https:\/\/site.example\/companies\/1">/);
      assert.match(page, /<meta property="og:title" content="Acme &amp; Co">/);
      assert.ok(!page.includes('og:image'), 'a tag without a value is left out');
      assert.match(page, /<div id="root"><main><h1>Acme &amp; Co<\/h1><\/main><\/div><script type="application\/json" id="first-view-state">/);
      assert.equal(page.match(/<\/script>/g).length, page.match(/<script/g).length, 'no value closes its script element');
      assert.ok(page.includes('data-company="1"'));
      const gone = await exchange(`${server.url}/companies/gone`);
      assert.equal(gone.status, 404);
      assert.match(gone.body.toString(), /<meta name="robots" content="noindex">/);
      const down = await exchange(`${server.url}/companies/down`);
      assert.equal(down.status, 200);
      assert.match(down.body.toString(), /<div id="root"><\/div>/);
      assert.ok(!down.body.toString().includes('first-view-state'));
      assert.equal(warnings.filter((w) => w.includes('consumer_app')).length, 1);
      // A signed-in page and a path no remote has are the browser's to render: never asked for.
      await exchange(`${server.url}/profile`);
      await exchange(`${server.url}/no-such-page`);
      // A head or status a remote got wrong never makes a 500.
      const odd = await exchange(`${server.url}/companies/odd`);
      assert.equal(odd.status, 200);
      assert.match(odd.body.toString(), /<h1>Odd<\/h1>/);
      assert.deepEqual(calls.filter((c) => c[0] === 'render').map((c) => c[2]), ['/companies/1', '/companies/gone', '/companies/down', '/companies/odd']);
      // The API hears of the visitor, not of this server, for the page's reads.
      assert.equal(calls.find((c) => c[0] === 'render')[5]['x-forwarded-for'], '127.0.0.1');
      assert.deepEqual(calls.find((c) => c[0] === 'render').slice(3, 5), ['?sort=lowest', 'https://site.example']);
      assert.ok(calls[0][1].every((entry) => entry.endsWith('/ssr/remoteEntry.js')));
    } finally {
      await server.app.close();
    }
  });
});

test('a server-rendered page is kept for every visitor until a write changes it; partial pages, 404s and redeploys are not served from it', async () => {
  const dist = fakeDist();
  const COMPANY = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
  const renders = [];
  let changed = [];
  const build = {
    configure: () => undefined,
    reloadChangedRemotes: async () => changed.splice(0),
    renderPage: async ({ pathname }) => {
      renders.push(pathname);
      const html = `<h1>${pathname} #${renders.length}</h1>`;
      if (pathname === '/companies/gone') return { status: 404, head: {}, html, state: { queries: [] }, complete: true };
      const head = pathname === '/companies/search' ? { robots: 'noindex, follow' } : {};
      return { status: 200, head, html, state: { queries: [{ queryKey: ['/api/companies', COMPANY] }] }, complete: pathname !== '/companies/slow' };
    },
  };
  const server = await shellWith(dist, { 8081: { routes: [{ path: '/companies/:id', when: ['signed-out', 'signed-in'] }] } }, build, { reloadCheckMs: 0 });
  const get = (pathname, headers = {}) => exchange(`${server.url}${pathname}`, { headers });
  try {
    const first = await get('/companies/acme', { 'accept-encoding': 'br' });
    assert.equal(first.headers['x-page-cache'], 'miss');
    const kept = await Promise.all([get('/companies/acme', { 'accept-encoding': 'br' }), get('/companies/acme'), get('/companies/acme', { 'accept-encoding': 'gzip' })]);
    assert.deepEqual(kept.map((r) => r.headers['x-page-cache']), ['hit', 'hit', 'hit']);
    assert.equal(zlib.brotliDecompressSync(kept[0].body).toString(), kept[1].body.toString());
    assert.equal(zlib.gunzipSync(kept[2].body).toString(), kept[1].body.toString());
    assert.equal(kept[1].headers.etag, first.headers.etag);
    assert.equal((await get('/companies/acme', { 'if-none-match': first.headers.etag })).status, 304);
    assert.deepEqual(renders, ['/companies/acme']);
    // A visitor with a session may have just written: rendered for them.
    assert.equal((await get('/companies/acme', { cookie: 'rp_session=abc' })).headers['x-page-cache'], 'miss');
    assert.equal(renders.length, 2);

    server.notify(`c:${COMPANY}`);
    const after = await get('/companies/acme');
    assert.equal(after.headers['x-page-cache'], 'miss');
    assert.match(after.body.toString(), /#3<\/h1>/);

    for (const pathname of ['/companies/slow', '/companies/slow', '/companies/gone', '/companies/gone', '/companies/search', '/companies/search']) {
      assert.equal((await get(pathname)).headers['x-page-cache'], 'miss', pathname);
    }

    // A redeployed remote's pages: the next request notices it (in the background), the one after renders anew.
    assert.equal((await get('/companies/acme')).headers['x-page-cache'], 'hit');
    changed = ['consumer_app'];
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get('/companies/acme');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const redeployed = await get('/companies/acme');
    assert.equal(redeployed.headers['x-page-cache'], 'miss');
  } finally {
    await server.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('with the remotes\' routes manifests, a page preloads only the remotes it needs, and inlines their routes', async () => {
  const dist = fakeDist();
  const manifests = {
    'http://localhost:8081/routes.json': { routes: [{ path: '/', when: ['signed-out', 'signed-in'] }, { path: '/companies/:id', when: ['signed-out', 'signed-in'] }] },
    'http://localhost:8083/routes.json': { routes: [{ path: '/admin', when: ['moderator'] }] },
  };
  const fetch = async (url) => (manifests[String(url)] ? Response.json(manifests[String(url)]) : new Response('Not Found', { status: 404 }));
  const shell = await listen(createShellServer({ dist, api: 'http://127.0.0.1:9', env: {}, remoteRoutes: { fetch, warn: () => undefined } }));
  const page = async (pathname) => (await exchange(`${shell.url}${pathname}`)).body.toString();
  const entries = (html) => [...html.matchAll(/href="http:\/\/localhost:(\d+)\/remoteEntry\.js"/g)].map((m) => m[1]);
  try {
    const company = await page('/companies/acme');
    const inlined = JSON.parse(/<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(company)[1]);
    assert.deepEqual(inlined.map((r) => r.routes?.map((route) => route.path)), [['/', '/companies/:id'], undefined, ['/admin']]);
    // The business remote has no manifest (an older build): it may own any path, so it is always preloaded.
    assert.deepEqual(entries(company), ['8081', '8082']);
    assert.deepEqual(entries(await page('/admin')), ['8082', '8083']);
    // A path no remote has: the remotes that have routes for a visitor signed in to neither realm
    // (the consumer remote, and the business one as its routes are not known), not the moderators'.
    assert.deepEqual(entries(await page('/no-such-page')), ['8081', '8082']);
  } finally {
    await shell.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("checks remotes against the contract its build stamped; a dist/ without the stamp does not start, saying to build the shell", async () => {
  const dist = fakeDist();
  // Stamped 2.0.0, while the shared-ui source beside this server says 1.x: the stamp counts.
  fs.writeFileSync(path.join(dist, 'server', 'shell-build.json'), JSON.stringify({ contract: '2.0.0' }));
  const manifests = { 'http://localhost:8081/routes.json': { contract: '2.0.0', routes: [{ path: '/', when: ['signed-out'] }] }, 'http://localhost:8083/routes.json': { contract: '1.1.1', routes: [{ path: '/admin', when: ['moderator'] }] } };
  const fetch = async (url) => (manifests[String(url)] ? Response.json(manifests[String(url)]) : new Response('Not Found', { status: 404 }));
  const errors = [];
  const shell = await listen(createShellServer({ dist, api: 'http://127.0.0.1:9', env: {}, remoteRoutes: { fetch, warn: () => undefined, error: (m) => errors.push(m) }, renderer: { warn: () => undefined } }));
  try {
    assert.deepEqual(errors.map((m) => m.split(',')[0]), ['The remote admin_app was built against the shell contract 1.1.1 and this shell provides 2.0.0']);
  } finally {
    await shell.app.close();
  }
  fs.rmSync(path.join(dist, 'server', 'shell-build.json'));
  try {
    await assert.rejects(createShellServer({ dist, api: 'http://127.0.0.1:9', env: {}, remoteRoutes: { fetch, warn: () => undefined } }), /shell-build\.json is missing: build the shell \(npm run build --workspace shell\)/);
    fs.writeFileSync(path.join(dist, 'server', 'shell-build.json'), '{"contract":"one"}');
    await assert.rejects(createShellServer({ dist, api: 'http://127.0.0.1:9', env: {}, remoteRoutes: { fetch, warn: () => undefined } }), /names no contract version \(x\.y\.z\): rebuild the shell/);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

/** A stand-in server build that renders every page it is asked for, and records what it was asked. */
function recordingBuild() {
  const renders = [];
  return {
    renders,
    configure: () => undefined,
    reloadChangedRemotes: async () => [],
    renderPage: async ({ pathname, search }) => {
      renders.push(`${pathname}${search}`);
      return { status: 200, head: {}, html: `<h1>${pathname}${search}</h1>`, state: { queries: [{ queryKey: ['/api/companies', 'acme'] }] }, complete: true };
    },
    renderNotFound: async ({ pathname, search, known }) => {
      renders.push(`404 ${pathname}${search} ${known.map((r) => `${r.name}:${r.routes?.length ?? '?'}`).join(',')}`);
      return { status: 404, head: { title: 'Page not found | TrustReviews', robots: 'noindex' }, html: '<main><h1>404 Page Not Found</h1><a href="/">Back to Home</a></main>', state: { queries: [] }, complete: true };
    },
  };
}

/**
 * A shell server whose remotes have these routes manifests (by port), with `build` (and further
 * options of the renderer) and a page cache whose invalidations `notify` sends.
 */
async function shellWith(dist, manifests, build, rendererOptions = {}) {
  const fetch = async (url) => {
    const manifest = manifests[new URL(url).port];
    return manifest ? Response.json(manifest) : new Response('Not Found', { status: 404 });
  };
  let listener;
  const connect = async () => (listener = Object.assign(new (await import('node:events')).EventEmitter(), { end: async () => undefined }));
  const server = await listen(
    createShellServer({
      dist,
      api: 'http://127.0.0.1:9',
      env: {},
      remoteRoutes: { fetch, warn: () => undefined },
      renderer: { build, warn: () => undefined, ...rendererOptions },
      pageCache: { url: 'postgres://stub', connect, warn: () => undefined, settleMs: 0 },
    }),
  );
  return { ...server, notify: (payload) => listener.emit('notification', { channel: 'hot_reads', payload }) };
}

const EVERYONE = ['signed-out', 'signed-in'];

test('a page is rendered and kept by what its route reads: made-up query parameters and other spellings of its path are the same kept page', async () => {
  const dist = fakeDist();
  const build = recordingBuild();
  const manifests = {
    8081: { routes: [{ path: '/companies/:id', when: EVERYONE, query: ['sort', 'rating'] }, { path: '/about', when: EVERYONE, query: [] }] },
    8082: { routes: [{ path: '/business/login', when: EVERYONE }] },
    8083: { routes: [{ path: '/admin', when: ['moderator'], query: [] }] },
  };
  const server = await shellWith(dist, manifests, build);
  const cached = async (url) => (await exchange(`${server.url}${url}`)).headers['x-page-cache'];
  try {
    assert.equal(await cached('/companies/acme?z=1'), 'miss');
    for (let i = 0; i < 20; i++) assert.equal(await cached(`/companies/acme?z=${Math.random()}`), 'hit');
    for (const url of ['/companies/acme', '/Companies/acme/', '/companies/%61cme', '/companies/acme?utm_source=mail&fbclid=x']) assert.equal(await cached(url), 'hit', url);
    // What the route reads is its own page, whatever the order and whatever else comes with it.
    assert.equal(await cached('/companies/acme?rating=1&z=2&sort=lowest'), 'miss');
    assert.equal(await cached('/companies/acme?sort=lowest&rating=1&z=3'), 'hit');
    assert.equal(await cached('/about?z=1'), 'miss');
    assert.equal(await cached('/about?z=2'), 'hit');
    assert.deepEqual(build.renders, ['/companies/acme', '/companies/acme?sort=lowest&rating=1', '/about']);

    // A route whose manifest does not say what it reads (an older build): rendered with the whole
    // query, and such a page is never kept; without a query it is kept as before.
    build.renders.length = 0;
    for (const url of ['/business/login?redirect=%2Fa', '/business/login?redirect=%2Fa']) assert.equal(await cached(url), 'miss', url);
    assert.equal(await cached('/business/login'), 'miss');
    assert.equal(await cached('/business/login'), 'hit');
    assert.deepEqual(build.renders, ['/business/login?redirect=%2Fa', '/business/login?redirect=%2Fa', '/business/login']);
  } finally {
    await server.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('a path no remote has in any auth state is a 404 with the 404 page rendered in the frame; a page of some auth state is not', async () => {
  const dist = fakeDist();
  const build = recordingBuild();
  const manifests = {
    8081: { routes: [{ path: '/', when: EVERYONE, query: [] }, { path: '/profile', when: ['signed-in'], query: [] }, { path: '/reviews/:id/edit', when: ['signed-in'], query: [] }] },
    8082: { routes: [{ path: '/business/dashboard', when: ['business-signed-in'], query: [] }] },
    8083: { routes: [{ path: '/admin', when: ['moderator'], query: [] }] },
  };
  const server = await shellWith(dist, manifests, build);
  try {
    for (const url of ['/transparency', '/zzz?x=1', '/.env', '/companies']) {
      const res = await exchange(`${server.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(res.status, 404, url);
      const html = res.body.toString();
      assert.match(html, /<div id="root"><main><h1>404 Page Not Found<\/h1><a href="\/">Back to Home<\/a><\/main><\/div><script type="application\/json" id="first-view-state">/, url);
      assert.match(html, /<title>Page not found \| TrustReviews<\/title>/);
      assert.match(html, /<meta name="robots" content="noindex">/);
      assert.match(res.headers['content-security-policy'], /frame-ancestors 'none'/);
      // Never kept: made-up paths cost no kept page its place.
      assert.equal(res.headers['x-page-cache'], 'miss');
    }
    assert.deepEqual(build.renders, ['404 /transparency consumer_app:3,business_app:1,admin_app:1', '404 /zzz?x=1 consumer_app:3,business_app:1,admin_app:1', '404 /.env consumer_app:3,business_app:1,admin_app:1', '404 /companies consumer_app:3,business_app:1,admin_app:1']);
    // Pages of a signed-in consumer, a business account or a moderator exist: the browser shows them, or the way to sign in.
    // (This manifest's edit route declares no parameter shape, as a build from before they were declared: any id may be a page.)
    for (const url of ['/profile', '/reviews/xyz/edit', '/business/dashboard', '/admin']) assert.equal((await exchange(`${server.url}${url}`)).status, 200, url);

    // A 404 page the server cannot render is still a 404: the browser renders the page.
    build.renderNotFound = async () => {
      throw new Error('The route lists of the remotes did not answer within 1000 ms');
    };
    const unrendered = await exchange(`${server.url}/zzz`);
    assert.equal(unrendered.status, 404);
    assert.match(unrendered.body.toString(), /<div id="root"><\/div>/);
  } finally {
    await server.app.close();
  }
  // A remote whose routes manifest cannot be read may have any path: no 404 is answered for it.
  const blind = await shellWith(dist, { 8081: manifests[8081], 8082: manifests[8082] }, recordingBuild());
  try {
    const res = await exchange(`${blind.url}/zzz`);
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /<div id="root"><\/div>/);
  } finally {
    await blind.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

/**
 * An API stand-in on a raw socket: answers each connection's first request, keeping the connection
 * (`Keep-Alive: timeout=60`), and closes it without an answer when the next request comes on it,
 * as an API does that closes an idle connection at the moment a request is written to it.
 */
function startClosingApi() {
  const seen = [];
  const server = net.createServer((socket) => {
    let answered = false;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffered.slice(0, end);
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      buffered = '';
      seen.push(head.split(' ').slice(0, 2).join(' '));
      if (answered) return socket.destroy();
      answered = true;
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: keep-alive\r\nKeep-Alive: timeout=60\r\n\r\n{}');
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, url: `http://127.0.0.1:${server.address().port}` })));
}

test('a read whose kept-alive API connection is closed under it is sent once more, on a new connection; a write is never sent twice', async () => {
  const dist = fakeDist();
  const api = await startClosingApi();
  const shell = await listen(createShellServer({ dist, api: api.url, env: {}, remoteRoutes: offline }));
  try {
    assert.equal((await exchange(`${shell.url}/api/companies`)).status, 200);
    // The pooled connection is the one closed at the next request: the read goes again.
    assert.equal((await exchange(`${shell.url}/api/companies?page=2`)).status, 200);
    assert.deepEqual(api.seen, ['GET /api/companies', 'GET /api/companies?page=2', 'GET /api/companies?page=2']);
    api.seen.length = 0;
    const write = await exchange(`${shell.url}/api/reviews`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rating":5}' });
    assert.equal(write.status, 502);
    assert.deepEqual(api.seen, ['POST /api/reviews']);
  } finally {
    await shell.app.close();
    api.server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('the proxy closes an idle API connection before the API would, by the idle time the API names', async () => {
  const dist = fakeDist();
  const sockets = [];
  // An API that keeps an idle connection 3 s (Node answers `Keep-Alive: timeout=3`).
  const api = http.createServer((req, res) => res.end(String(sockets.push(req.socket))));
  api.keepAliveTimeout = 3000;
  // A connection the proxy ends is ended by its peer; one the API times out is not.
  api.on('connection', (socket) => socket.on('end', () => (socket.endedByProxy = true)));
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const shell = await listen(createShellServer({ dist, api: `http://127.0.0.1:${api.address().port}`, env: {}, remoteRoutes: offline }));
  try {
    await exchange(`${shell.url}/api/a`);
    await exchange(`${shell.url}/api/b`);
    assert.equal(sockets[0], sockets[1], 'a connection in use is kept');
    // Idle for longer than the API's time less the proxy's margin: a new connection, before the API closes the old one.
    await new Promise((resolve) => setTimeout(resolve, 3000 - API_CONNECTIONS.keepAliveTimeoutThreshold + 300));
    assert.equal(sockets[1].endedByProxy, true, 'the proxy ended it, within the API\'s time');
    await exchange(`${shell.url}/api/c`);
    assert.notEqual(sockets[2], sockets[1]);
  } finally {
    await shell.app.close();
    api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("the deployment's nginx closes an idle API connection before the API's Fastify does", () => {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/site.conf.template'), 'utf8');
  const upstream = template.slice(template.indexOf('upstream api {'), template.indexOf('\n}', template.indexOf('upstream api {')));
  const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
  // The API leaves Fastify's keepAliveTimeout as it is (api/src/app.factory.ts): the Fastify it runs on.
  const Fastify = createRequire(path.join(root, 'api', 'package.json'))('fastify');
  const apiMs = Fastify().initialConfig.keepAliveTimeout;
  assert.ok(nginxSeconds * 1000 < apiMs, `nginx keeps ${nginxSeconds} s, the API ${apiMs} ms`);
});

describe('the remotes\' static server', () => {
  let dist, one, all;
  before(async () => {
    dist = fakeDist();
    one = await listen(createRemoteServer(dist));
    // A remote's folder holds its build in dist/.
    const remoteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    fs.mkdirSync(path.join(remoteDir, 'dist'));
    fs.writeFileSync(path.join(remoteDir, 'dist', 'remoteEntry.js'), 'var entry;');
    all = await listen(createRemotesOriginServer([{ folder: 'consumer-app', dir: remoteDir }]));
    all.remoteDir = remoteDir;
  });
  after(async () => {
    await one.app.close();
    await all.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(all.remoteDir, { recursive: true, force: true });
  });

  test('sends CORS headers so any page may load the remote, and answers a preflight', async () => {
    const res = await exchange(`${one.url}/remoteEntry.js`, { headers: { origin: 'https://site.example' } });
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal((await exchange(`${one.url}/remoteEntry.js`, { method: 'OPTIONS' })).status, 204);
  });

  test('the entry and manifest revalidate; hashed chunks are immutable, precompressed', async () => {
    assert.equal((await exchange(`${one.url}/remoteEntry.js`)).headers['cache-control'], 'no-cache');
    assert.equal((await exchange(`${one.url}/mf-manifest.json`)).headers['cache-control'], 'no-cache');
    const chunk = await exchange(`${one.url}/main.1a2b3c4d.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['content-encoding'], 'br');
  });

  test('a path of the remote\'s own routes answers its standalone page on its own origin; any other path is a 404, never that page', async () => {
    const page = await exchange(`${one.url}/companies/abc`);
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /<title>Shell<\/title>/);
    assert.match(page.headers['content-security-policy'], /script-src 'self'; .*frame-ancestors 'none'/);
    for (const url of ['/.env', '/zzz', '/companies', '/.git/config', '/admin']) {
      const res = await exchange(`${one.url}${url}`);
      assert.equal(res.status, 404, url);
      assert.ok(!res.body.toString().includes('<html'), url);
    }
  });

  test('every answer says it is code, never a page to show or frame; source maps are never sent', async () => {
    for (const [url, status] of [[`${one.url}/remoteEntry.js`, 200], [`${one.url}/.env`, 404], [`${one.url}/main.1a2b3c4d.js.map`, 404], [`${all.url}/consumer-app/remoteEntry.js`, 200], [`${all.url}/.env`, 404]]) {
      const res = await exchange(url);
      assert.equal(res.status, status, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
      assert.match(res.headers['content-security-policy'], /^default-src 'none';.*frame-ancestors 'none'/, url);
      assert.equal(res.headers['access-control-allow-origin'], '*', url);
    }
    fs.writeFileSync(path.join(all.remoteDir, 'dist', 'remoteEntry.js.map'), '{}');
    assert.equal((await exchange(`${all.url}/consumer-app/remoteEntry.js.map`)).status, 404);
  });

  test('under one origin, each remote is at /<folder>/ and unknown paths are 404', async () => {
    const res = await exchange(`${all.url}/consumer-app/remoteEntry.js`);
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), 'var entry;');
    assert.equal((await exchange(`${all.url}/other-app/remoteEntry.js`)).status, 404);
    assert.equal((await exchange(`${all.url}/consumer-app/companies`)).status, 404);
  });
});

test('a path whose id does not have the shape its route declares is a 404 with the 404 page, in any auth state; a well-formed id is the page', async () => {
  const dist = fakeDist();
  const build = recordingBuild();
  const id = '3f2b6c1e-8a4d-4e5f-9b7a-0c1d2e3f4a5b';
  const manifests = {
    8081: {
      routes: [
        { path: '/companies/:id', when: EVERYONE, query: [], params: { id: 'uuid' } },
        { path: '/reviews/:id/edit', when: ['signed-in'], query: [], params: { id: 'uuid' } },
      ],
    },
    8082: { routes: [{ path: '/business/dashboard', when: ['business-signed-in'], query: [] }] },
    8083: { routes: [{ path: '/admin', when: ['moderator'], query: [] }] },
  };
  const server = await shellWith(dist, manifests, build);
  try {
    for (const url of ['/reviews/xyz/edit', '/reviews/xyz/edit?x=1', `/reviews/${id}x/edit`, '/companies/acme']) {
      const res = await exchange(`${server.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(res.status, 404, url);
      assert.match(res.body.toString(), /<div id="root"><main><h1>404 Page Not Found<\/h1>/, url);
      assert.equal(res.headers['x-page-cache'], 'miss', url);
    }
    // With a session cookie too: no auth state has a page there.
    assert.equal((await exchange(`${server.url}/reviews/xyz/edit`, { headers: { cookie: 'sid=abc' } })).status, 404);
    assert.equal((await exchange(`${server.url}/reviews/${id}/edit`)).status, 200);
    assert.equal((await exchange(`${server.url}/reviews/${id.toUpperCase()}/edit`)).status, 200);
    assert.equal((await exchange(`${server.url}/companies/${id}`)).status, 200);
    assert.deepEqual(
      build.renders.filter((r) => !r.startsWith('404 ')),
      [`/companies/${id}`],
    );
  } finally {
    await server.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
