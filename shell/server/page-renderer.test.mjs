// Which remote renders a page on the server, and where its Node build is read; a renderer without
// a server build, or turned off, renders nothing (the browser does). Run by `npm test --workspace shell`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { nodeEntryUrl, pageRenderer, serverRenderedRemote } from './page-renderer.mjs';

/** The contract the shell's build stamped (shell-build.mjs): what remotes are checked against. */
const SHELL_CONTRACT = '1.1.1';

const REMOTES = [
  { name: 'consumer_app', entry: 'https://cdn.example.com/consumer/v2/mf-manifest.json', module: 'consumer_app/routes', routes: [{ path: '/', when: ['signed-out', 'signed-in'] }, { path: '/companies/:id', when: ['signed-out', 'signed-in'] }, { path: '/profile', when: ['signed-in'] }] },
  { name: 'business_app', entry: 'http://localhost:8082/mf-manifest.json', module: 'business_app/routes', routes: [{ path: '/business/login', when: ['business-signed-out'] }, { path: '/business/dashboard', when: ['business-signed-in'] }] },
  { name: 'admin_app', entry: 'http://localhost:8083/mf-manifest.json', module: 'admin_app/routes' },
];

describe('server rendering', () => {
  test('a page is rendered by the remote whose routes have it for a visitor of unknown sessions', () => {
    assert.equal(serverRenderedRemote(REMOTES, '/companies/abc')?.name, 'consumer_app');
    assert.equal(serverRenderedRemote(REMOTES, '/business/login')?.name, 'business_app');
    // Pages for signed-in visitors only, and paths no remote names, render in the browser.
    assert.equal(serverRenderedRemote(REMOTES, '/profile'), undefined);
    assert.equal(serverRenderedRemote(REMOTES, '/business/dashboard'), undefined);
    assert.equal(serverRenderedRemote(REMOTES, '/admin'), undefined);
  });

  test('a remote\'s Node build is read beside its web build, or under REMOTES_INTERNAL_BASE_URL', () => {
    assert.equal(nodeEntryUrl(REMOTES[0], {}), 'https://cdn.example.com/consumer/v2/ssr/remoteEntry.js');
    assert.equal(nodeEntryUrl(REMOTES[1], { REMOTES_INTERNAL_BASE_URL: 'http://remotes:8080/' }), 'http://remotes:8080/business-app/ssr/remoteEntry.js');
    // A remote named by its own URL variable is deployed elsewhere: beside its manifest.
    assert.equal(nodeEntryUrl(REMOTES[0], { REMOTES_INTERNAL_BASE_URL: 'http://remotes:8080', CONSUMER_APP_URL: 'https://cdn.example.com/consumer/v2' }), 'https://cdn.example.com/consumer/v2/ssr/remoteEntry.js');
  });

  test('without a server build, or with SSR=off, nothing is rendered on the server, and it says so once', async () => {
    const warnings = [];
    const missing = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/nonexistent', api: 'http://127.0.0.1:9', site: 'http://x', env: {}, remotes: REMOTES, warn: (m) => warnings.push(m) });
    assert.equal(await missing.render({ remotes: REMOTES, pathname: '/', search: '' }), undefined);
    let configured = false;
    const off = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 's', env: { SSR: 'off' }, remotes: REMOTES, warn: (m) => warnings.push(m), build: { configure: () => (configured = true) } });
    assert.equal(await off.render({ remotes: REMOTES, pathname: '/', search: '' }), undefined);
    assert.equal(configured, false);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0], /render-page\.js is missing/);
    assert.match(warnings[1], /SSR=off/);
  });

  test('a redeploy is looked for on traffic, at most once per interval', async () => {
    let now = 0;
    let checks = 0;
    const build = { configure: () => undefined, reloadChangedRemotes: async () => (checks++, []), renderPage: async () => ({ status: 200, head: {}, html: '', state: {} }) };
    const renderer = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 's', env: {}, remotes: REMOTES, build, reloadCheckMs: 1000, now: () => now });
    await renderer.render({ remotes: REMOTES, pathname: '/', search: '' });
    now = 500;
    await renderer.render({ remotes: REMOTES, pathname: '/', search: '' });
    assert.equal(checks, 0);
    now = 1500;
    await renderer.render({ remotes: REMOTES, pathname: '/', search: '' });
    await renderer.render({ remotes: REMOTES, pathname: '/', search: '' });
    assert.equal(checks, 1);
  });

  test('a remote whose Node build cannot be loaded has its pages rendered in the browser at once for a while, then is tried again', async () => {
    let now = 0;
    let calls = 0;
    let failure = Object.assign(new Error('http://localhost:8081/ssr/remoteEntry.js answered 404'), { name: 'RemoteUnavailable' });
    const build = {
      configure: () => undefined,
      reloadChangedRemotes: async () => [],
      renderPage: async () => {
        calls++;
        if (failure) throw failure;
        return { status: 200, head: {}, html: '<h1>ok</h1>', state: {}, complete: true };
      },
    };
    const warnings = [];
    const renderer = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 's', env: {}, remotes: REMOTES, build, retryUnavailableMs: 10_000, now: () => now, warn: (m) => warnings.push(m) });
    const render = (pathname = '/') => renderer.render({ remotes: REMOTES, pathname, search: '' });
    assert.equal(await render(), undefined);
    now = 9_000;
    assert.equal(await render('/companies/abc'), undefined);
    assert.equal(calls, 1, 'not tried while it is known to be unavailable');
    now = 10_001;
    failure = undefined;
    assert.equal((await render())?.html, '<h1>ok</h1>');
    assert.equal(calls, 2);
    assert.equal(warnings.length, 1);
    // A page that fails to render (its own bug, a slow render), or a load that missed its deadline
    // (it goes on in the background), leaves the remote's pages to the server.
    failure = Object.assign(new Error('The Node build of consumer_app did not answer within 1000 ms'), { name: 'DeadlineError' });
    assert.equal(await render(), undefined);
    failure = new Error('the render did not finish within 2000 ms');
    assert.equal(await render(), undefined);
    failure = undefined;
    assert.equal((await render())?.html, '<h1>ok</h1>');
    assert.equal(calls, 5);
  });

  test("a remote's Node build that Module Federation refuses (a singleton of another major version) is logged once, as an error naming the remote, the package, both versions and what to rebuild", async () => {
    // The runtime's own words (@module-federation/runtime-core, utils/share), wrapped as render-page.tsx wraps a failed load.
    const refused = new Error('[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of consumer_app which needs ^20.0.0)');
    const failure = Object.assign(new Error(refused.message, { cause: refused }), { name: 'RemoteUnavailable' });
    const build = { configure: () => undefined, reloadChangedRemotes: async () => [], renderPage: async () => { throw failure; } };
    const warnings = [];
    const errors = [];
    let now = 0;
    const renderer = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 's', env: {}, remotes: REMOTES, build, now: () => now, retryUnavailableMs: 10, warn: (m) => warnings.push(m), error: (m) => errors.push(m) });
    assert.equal(await renderer.render({ remotes: REMOTES, pathname: '/', search: '' }), undefined);
    now = 100;
    assert.equal(await renderer.render({ remotes: REMOTES, pathname: '/', search: '' }), undefined);
    assert.deepEqual(warnings, []);
    assert.deepEqual(errors, [
      "The remote consumer_app was built with react 20.x (it needs ^20.0.0) and this shell provides react 19.3.1, so consumer_app is not started: the page has one react, the shell's. Deploy a shell built with react 20.x first (the shell upgrades it first, then the remotes), or rebuild consumer_app with react 19.x, as this shell has it.",
    ]);
  });

  test("a remote built against a contract this shell cannot run is never loaded here: its pages go to the browser, which refuses it too", async () => {
    const rendered = [];
    const build = { configure: () => undefined, reloadChangedRemotes: async () => [], renderPage: async ({ remote }) => (rendered.push(remote), { status: 200, head: {}, html: '<h1>ok</h1>', state: {} }) };
    const renderer = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 's', env: {}, remotes: REMOTES, build });
    const withContract = (contract) => REMOTES.map((r) => (r.name === 'consumer_app' ? { ...r, contract } : r));
    assert.equal(await renderer.render({ remotes: withContract('2.0.0'), pathname: '/', search: '' }), undefined);
    assert.equal(await renderer.render({ remotes: withContract('1.99.0'), pathname: '/', search: '' }), undefined);
    assert.deepEqual(rendered, []);
    assert.equal((await renderer.render({ remotes: withContract('1.0.0'), pathname: '/', search: '' }))?.html, '<h1>ok</h1>');
    assert.deepEqual(rendered, ['consumer_app']);
    // Checked against the contract the build stamped, not the shared-ui source beside the server.
    const ahead = pageRenderer({ contractVersion: '2.0.0', dist: '/x', api: 'a', site: 's', env: {}, remotes: REMOTES, build });
    assert.equal((await ahead.render({ remotes: withContract('2.0.0'), pathname: '/', search: '' }))?.html, '<h1>ok</h1>');
    assert.equal(await ahead.render({ remotes: withContract('1.0.0'), pathname: '/', search: '' }), undefined);
    assert.throws(() => pageRenderer({ dist: '/x', api: 'a', site: 's', env: {}, remotes: REMOTES, build }), /contractVersion must be the contract version the shell's build stamped/);
  });

  test('the 404 page is rendered with every remote\'s known routes; a build from before it, a remote it waits for that is refused or down, leave it to the browser', async () => {
    let now = 0;
    const asked = [];
    let failure;
    const build = {
      configure: () => undefined,
      reloadChangedRemotes: async () => [],
      renderPage: async () => ({ status: 200, head: {}, html: '', state: {} }),
      renderNotFound: async (request) => {
        asked.push(request);
        if (failure) throw failure;
        return { status: 404, head: {}, html: '<h1>404 Page Not Found</h1>', state: {}, complete: true };
      },
    };
    const warnings = [];
    const known = REMOTES.map((r) => ({ ...r, routes: r.routes ?? [{ path: '/admin', when: ['moderator'] }] }));
    const renderer = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 'https://site.example', env: {}, remotes: known, build, now: () => now, warn: (m) => warnings.push(m) });
    const notFound = (remotes = known) => renderer.renderNotFound({ remotes, pathname: '/zzz', search: '?a=1', forwarded: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal((await notFound())?.html, '<h1>404 Page Not Found</h1>');
    assert.deepEqual(asked[0].known, known.map(({ name, routes }) => ({ name, routes })));
    assert.deepEqual([asked[0].pathname, asked[0].search, asked[0].site, asked[0].forwarded['x-forwarded-for']], ['/zzz', '?a=1', 'https://site.example', '203.0.113.9']);

    // The consumer remote, whose route list the page waits for, refused by contract: not loaded here.
    assert.equal(await notFound(known.map((r) => (r.name === 'consumer_app' ? { ...r, contract: '2.0.0' } : r))), undefined);
    // The admin remote is not waited for (no page for a visitor signed in to neither realm): its refusal does not count.
    assert.equal((await notFound(known.map((r) => (r.name === 'admin_app' ? { ...r, contract: '2.0.0' } : r))))?.status, 404);

    // A remote it waits for whose Node build cannot be loaded: set aside a while, as for its own pages, and said once.
    failure = Object.assign(new Error('http://localhost:8082/ssr/remoteEntry.js answered 404'), { name: 'RemoteUnavailable', remote: 'business_app' });
    assert.equal(await notFound(), undefined);
    failure = undefined;
    const calls = asked.length;
    assert.equal(await notFound(), undefined);
    assert.equal(await renderer.render({ remotes: known, pathname: '/business/login', search: '' }), undefined);
    assert.equal(asked.length, calls, 'not tried while it is known to be unavailable');
    now = 60_000;
    assert.equal((await notFound())?.status, 404);
    assert.deepEqual(warnings, ["Server rendering of business_app's pages: http://localhost:8082/ssr/remoteEntry.js answered 404; they render in the browser"]);

    const older = pageRenderer({ contractVersion: SHELL_CONTRACT, dist: '/x', api: 'a', site: 's', env: {}, remotes: known, build: { ...build, renderNotFound: undefined } });
    assert.equal(await older.renderNotFound({ remotes: known, pathname: '/zzz', search: '' }), undefined);
  });
});
