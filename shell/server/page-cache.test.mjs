import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import test from 'node:test';
import zlib from 'node:zlib';
import { CHANNEL, LISTS, pageCache, sendablePage, tagsOf } from './page-cache.mjs';

const COMPANY = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const OTHER = '9a8b7c6d-5e4f-4321-8765-43210fedcba9';

/** A listening client the test drives: `notify(payload)`, `drop()` (the connection ends). */
function stubConnection() {
  const clients = [];
  return {
    clients,
    connect: async () => {
      const client = Object.assign(new EventEmitter(), { ended: false, end: async () => void (client.ended = true) });
      clients.push(client);
      return client;
    },
    notify(payload, channel = CHANNEL) {
      clients.at(-1).emit('notification', { channel, payload });
    },
    drop() {
      clients.at(-1).emit('end');
    },
  };
}

const html = (page) => page.body(undefined).toString();

/** A page maker that counts its renders. */
function maker(html, tags = [LISTS]) {
  const made = { count: 0 };
  made.make = async () => {
    made.count++;
    return { ...sendablePage({ status: 200, html: `${html} #${made.count}`, etag: `"${made.count}"`, tags: new Set(tags) }), cacheable: true };
  };
  return made;
}

async function started(options = {}) {
  const connection = stubConnection();
  const cache = pageCache({ url: 'postgres://stub', connect: connection.connect, warn: () => undefined, settleMs: 0, ...options });
  await cache.start();
  return { cache, connection };
}

test('a page is tagged by the companies it read, and as a list for any other read', () => {
  assert.deepEqual([...tagsOf({ queries: [{ queryKey: ['/api/companies', COMPANY.toUpperCase()] }] })], [COMPANY]);
  assert.deepEqual([...tagsOf({ queries: [{ queryKey: ['/api/companies', { category: 'Travel' }] }, { queryKey: ['/api/companies', OTHER] }] })].sort(), [OTHER, LISTS].sort());
  // An id that is not a company's (a user's, a review's) is never named by a notification: a list.
  assert.deepEqual([...tagsOf({ queries: [{ queryKey: ['/api/reviews/user', COMPANY] }] })], [LISTS]);
  assert.deepEqual([...tagsOf({ queries: [{ queryKey: ['/api/companies', COMPANY, 'reviews'] }] })], [LISTS]);
  // The company's review highlights change with its reviews, and notify as they do.
  assert.deepEqual([...tagsOf({ queries: [{ queryKey: ['/api/companies', COMPANY] }, { queryKey: ['/api/companies', COMPANY, 'highlights'] }] })], [COMPANY]);
  assert.deepEqual([...tagsOf({ queries: [] })], []);
});

test('a kept page is served without rendering again until its company changes', async () => {
  const { cache, connection } = await started();
  const page = maker('company', [COMPANY]);
  const first = await cache.page('/companies/x', ['t'], page.make);
  assert.equal(first.from, 'render');
  const second = await cache.page('/companies/x', ['t'], page.make);
  assert.equal(second.from, 'cache');
  assert.equal(html(second.page), 'company #1');

  connection.notify(`c:${OTHER}`);
  assert.equal((await cache.page('/companies/x', ['t'], page.make)).from, 'cache', 'another company changing leaves it');
  connection.notify('categories');
  assert.equal((await cache.page('/companies/x', ['t'], page.make)).from, 'cache', 'a page that read no list stays on a categories change');
  connection.notify(`c:${COMPANY}`);
  const after = await cache.page('/companies/x', ['t'], page.make);
  assert.equal(after.from, 'render');
  assert.equal(html(after.page), 'company #2');
  await cache.close();
});

test('a page that read a list goes with any company, categories or transparency; anything else empties the cache', async () => {
  const { cache, connection } = await started();
  const home = maker('home');
  const company = maker('company', [COMPANY]);
  for (const payload of [`c:${OTHER}`, 'categories', 'transparency']) {
    await cache.page('/', ['t'], home.make);
    assert.equal((await cache.page('/', ['t'], home.make)).from, 'cache');
    connection.notify(payload);
    assert.equal((await cache.page('/', ['t'], home.make)).from, 'render', payload);
  }
  await cache.page('/companies/x', ['t'], company.make);
  connection.notify('barrier:123');
  assert.equal((await cache.page('/companies/x', ['t'], company.make)).from, 'cache', 'a barrier changes nothing');
  connection.notify('*');
  assert.equal((await cache.page('/companies/x', ['t'], company.make)).from, 'render');
  connection.notify('*', 'another_channel');
  assert.equal((await cache.page('/companies/x', ['t'], company.make)).from, 'cache', 'other channels are not heard');
  await cache.close();
});

test('concurrent requests share one render; a render a notification overtook is served but not kept', async () => {
  const { cache, connection } = await started();
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const page = maker('home');
  const slow = async () => {
    await gate;
    return page.make();
  };
  const waiting = Array.from({ length: 20 }, () => cache.page('/', ['t'], slow));
  connection.notify(`c:${OTHER}`);
  // After the notification: a render of its own, never the one that started before it.
  const later = cache.page('/', ['t'], slow);
  release();
  const answers = await Promise.all(waiting);
  assert.equal(html(answers[0].page), 'home #1');
  assert.ok(answers.every((a) => a.page === answers[0].page), 'one render for twenty visitors');
  assert.equal(html((await later).page), 'home #2');
  assert.equal(page.count, 2);
  // The first render is not kept (a write committed while it rendered); the later one is.
  const kept = await cache.page('/', ['t'], page.make);
  assert.equal(kept.from, 'cache');
  assert.equal(html(kept.page), 'home #2');
  await cache.close();
});

test('nothing is served from the cache while the connection is down, and nothing kept before survives it', async () => {
  const connection = stubConnection();
  let refuse = false;
  const cache = pageCache({
    url: 'postgres://stub',
    settleMs: 0,
    connect: async (url) => {
      if (refuse) throw new Error('connection refused');
      return connection.connect(url);
    },
    warn: () => undefined,
  });
  await cache.start();
  const page = maker('home');
  await cache.page('/', ['t'], page.make);
  refuse = true;
  connection.drop();
  assert.equal(cache.live, false);
  assert.equal((await cache.page('/', ['t'], page.make)).from, 'render');
  assert.equal((await cache.page('/', ['t'], page.make)).from, 'render', 'not kept while down');
  refuse = false;
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal(cache.live, true, 'listening again');
  const again = await cache.page('/', ['t'], page.make);
  assert.equal(again.from, 'render', 'the page kept before the connection was lost is gone');
  assert.equal((await cache.page('/', ['t'], page.make)).from, 'cache');
  await cache.close();
  assert.ok(connection.clients.at(-1).ended);
});

test('a page is kept per stamp, never when it may not be, and never without a database to hear', async () => {
  const { cache } = await started();
  const page = maker('home');
  await cache.page('/', ['build-1'], page.make);
  assert.equal((await cache.page('/', ['build-2'], page.make)).from, 'render', 'a new build is a new page');
  assert.equal((await cache.page('/', ['build-2'], page.make, { fresh: true })).from, 'render', 'a fresh page is rendered');
  const partial = async () => ({ ...(await page.make()), cacheable: false });
  await cache.page('/slow', ['t'], partial);
  assert.equal((await cache.page('/slow', ['t'], partial)).from, 'render');
  await cache.close();

  const none = pageCache({ warn: () => undefined });
  await none.start();
  assert.equal(none.live, false);
  await none.page('/', ['t'], page.make);
  assert.equal((await none.page('/', ['t'], page.make)).from, 'render');
});

test('a page is compressed once per encoding, and the kept pages stay within their bytes', async () => {
  const body = 'x'.repeat(10_000);
  const page = sendablePage({ status: 200, html: body, etag: '"e"', tags: new Set() });
  assert.equal(zlib.brotliDecompressSync(page.body('br')).toString(), body);
  assert.equal(page.body('br'), page.body('br'));
  assert.equal(zlib.gunzipSync(page.body('gzip')).toString(), body);

  const { cache } = await started({ maxBytes: 35_000 });
  const big = (name) => async () => ({ ...sendablePage({ status: 200, html: `${name}${'y'.repeat(10_000)}`, etag: '"e"', tags: new Set([LISTS]) }), cacheable: true });
  for (const name of ['a', 'b', 'c']) await cache.page(`/${name}`, ['t'], big(name));
  assert.equal((await cache.page('/a', ['t'], big('a'))).from, 'render', 'the least recently used went first');
  assert.equal((await cache.page('/c', ['t'], big('c'))).from, 'cache');
  await cache.close();
});

test('a page is not kept within the settling time after a notification that concerns it, nor past the time it changes by itself', async () => {
  let clock = 100_000;
  const { cache, connection } = await started({ settleMs: 1000, now: () => clock });
  const company = maker('company', [COMPANY]);
  clock += 1000;
  connection.notify(`c:${COMPANY}`);
  clock += 500;
  // The API instance the render read from may not have heard it yet: served, not kept.
  await cache.page('/companies/x', ['t'], company.make);
  assert.equal((await cache.page('/companies/x', ['t'], company.make)).from, 'render');
  // Another company's notification does not hold a company page back.
  clock += 1000;
  connection.notify(`c:${OTHER}`);
  await cache.page('/companies/x', ['t'], company.make);
  assert.equal((await cache.page('/companies/x', ['t'], company.make)).from, 'cache');
  // A list page is held back by any company's.
  const home = maker('home');
  await cache.page('/', ['t'], home.make);
  assert.equal((await cache.page('/', ['t'], home.make)).from, 'render');
  clock += 1001;
  await cache.page('/', ['t'], home.make);
  assert.equal((await cache.page('/', ['t'], home.make)).from, 'cache');

  // A notice that ends: kept until then, never past it; a page already past it is not kept.
  const noticed = (changesAt) => async () => ({ ...sendablePage({ status: 200, html: 'notice', etag: '"n"', tags: new Set([OTHER]), changesAt }), cacheable: true });
  await cache.page('/ended', ['t'], noticed(clock - 1));
  assert.equal((await cache.page('/ended', ['t'], noticed(clock - 1))).from, 'render');
  await cache.page('/ending', ['t'], noticed(clock + 60));
  assert.equal((await cache.page('/ending', ['t'], noticed(clock + 60))).from, 'cache');
  await new Promise((resolve) => setTimeout(resolve, 80));
  assert.equal((await cache.page('/ending', ['t'], noticed(clock + 60))).from, 'render', 'gone when the notice ended');
  await cache.close();
});
