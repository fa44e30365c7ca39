// The shell's page cache: the HTML of server-rendered pages, which is the same for every visitor
// (pages render for a visitor whose sessions are not known yet), kept so that a spike of visitors
// on one page renders it once. It is invalidated by the database's 'hot_reads' notifications, the
// same the API's hot reads follow (sent by triggers at the commit of every write that changes a
// public answer), heard on a connection of its own:
// - 'c:<company id>': the pages whose first view read that company, and every page that read a
//   list (any company's change may move a list);
// - 'categories', 'transparency': every page that read a list;
// - anything else ('*', an author renamed): every page.
// A page's reads are its dehydrated queries: a query whose key names ids (company pages) is
// dropped by those ids' notifications; a query whose key names none is a list.
//
// While that connection is down the cache serves nothing (a missed notification can never leave a
// stale page behind), and anything kept before it was lost is dropped. A page rendered while a
// notification arrived is served but not kept. Entries live at most MAX_AGE_MS, below the shortest
// time the browser keeps a first-view read fresh, so a page from the cache is never re-read on
// hydration; a limit in bytes bounds memory (least recently used go first). Concurrent requests
// for a page that is not kept share one render.
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import zlib from 'node:zlib';

export const CHANNEL = 'hot_reads';
/** How long a page is kept at most: below the shortest staleTime of a first-view read (30 s). */
export const MAX_AGE_MS = 20_000;
/** What the kept pages may weigh, with their compressed forms. */
export const MAX_BYTES = 64 * 1024 * 1024;
const RECONNECT_MS = [250, 1000, 2000, 5000];
/** The tag of every page that read something other than one company. */
export const LISTS = 'lists';
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The tags of a page whose first view made these queries (its dehydrated state). */
export function tagsOf(state) {
  const tags = new Set();
  for (const { queryKey } of state?.queries ?? []) {
    const ids = JSON.stringify(queryKey).match(ID);
    if (ids) for (const id of ids) tags.add(id.toLowerCase());
    else tags.add(LISTS);
  }
  return tags;
}

/** The body in the best encoding the client takes. */
export function acceptedEncoding(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function encodeBody(encoding, body) {
  if (encoding === 'br') return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return zlib.gzipSync(body);
  return body;
}

/**
 * A page as sent: its bytes, made once per encoding.
 * @param {{ status: number, html: string, etag: string, tags?: Set<string> }} page
 */
export function sendablePage(page) {
  const raw = Buffer.from(page.html);
  const encoded = new Map([[undefined, raw]]);
  return {
    ...page,
    body(encoding) {
      if (!encoded.has(encoding)) encoded.set(encoding, encodeBody(encoding, raw));
      return encoded.get(encoding);
    },
    /** What it may come to weigh: the page, and room for its compressed forms (a fraction of it each). */
    size: raw.length + Math.ceil(raw.length / 2),
  };
}

/**
 * @param {{ url?: string, maxAgeMs?: number, maxBytes?: number, warn?: (message: string) => void,
 *   connect?: (url: string) => Promise<{ on: Function, end: () => Promise<void> }> }} options
 *   `url`: the database whose notifications to hear (no url: nothing is ever kept). `connect`: a
 *   listening client (a stand-in, for tests); by default a pg client that LISTENs on CHANNEL.
 */
export function pageCache({ url, maxAgeMs = MAX_AGE_MS, maxBytes = MAX_BYTES, warn = (m) => console.warn(m), connect = listen } = {}) {
  const kept = new LRUCache({ max: 10_000, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.page.size), ttl: maxAgeMs, ttlAutopurge: false });
  /** Renders under way, by key: concurrent requests share one. */
  const inFlight = new Map();
  /** Counts notifications: a render that saw it move is not kept. */
  let epoch = 0;
  let live = false;
  let stopped = !url;
  let client;
  let attempt = 0;
  let retry;

  function apply(payload) {
    epoch++;
    if (payload.startsWith('barrier:')) return;
    const id = payload.startsWith('c:') ? payload.slice(2).toLowerCase() : undefined;
    if (!id && payload !== 'categories' && payload !== 'transparency') return kept.clear();
    for (const [key, entry] of kept.entries()) {
      if (entry.page.tags.has(LISTS) || (id && entry.page.tags.has(id))) kept.delete(key);
    }
  }

  function setLive(value) {
    live = value;
    epoch++;
    kept.clear();
  }

  async function start() {
    if (stopped) return;
    let next;
    try {
      next = await connect(url);
    } catch (error) {
      warn(`Page cache: cannot listen for invalidations (${error?.message ?? error}); pages are rendered for every visitor meanwhile`);
      return reconnectLater();
    }
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    attempt = 0;
    next.on('notification', (n) => n.channel === CHANNEL && apply(n.payload ?? '*'));
    next.on('error', (error) => warn(`Page cache: invalidation connection: ${error.message}`));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      setLive(false);
      reconnectLater();
    });
    // Anything written while nobody listened is unknown: start from empty.
    setLive(true);
  }

  function reconnectLater() {
    if (stopped) return;
    retry = setTimeout(() => void start(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    retry.unref();
  }

  return {
    /** Starts listening; resolves after the first attempt (the cache keeps nothing until it succeeds). */
    start,
    get live() {
      return live;
    },
    apply,
    /**
     * The page of `key` for this `stamp` (what else the page is made of: the shell's build, the
     * remotes; a different stamp is a different page): kept, or made by `make` (shared by
     * concurrent requests) and kept if it may be.
     * `fresh`: not from the cache (a visitor who may have just written), though it may be kept.
     * @param {string} key
     * @param {unknown[]} stamp
     * @param {() => Promise<ReturnType<typeof sendablePage> & { cacheable: boolean }>} make
     * @param {{ fresh?: boolean }} [options]
     * @returns {Promise<{ page: ReturnType<typeof sendablePage>, from: 'cache' | 'render' }>}
     */
    async page(key, stamp, make, { fresh = false } = {}) {
      const entry = live && !fresh ? kept.get(key) : undefined;
      if (entry && entry.stamp.length === stamp.length && entry.stamp.every((part, i) => part === stamp[i])) return { page: entry.page, from: 'cache' };
      if (!live) return { page: await make(), from: 'render' };
      let flight = fresh ? undefined : inFlight.get(key);
      if (!flight || flight.stamp.some((part, i) => part !== stamp[i])) {
        const seen = epoch;
        const promise = make().then((page) => {
          if (live && epoch === seen && page.cacheable) kept.set(key, { stamp, page });
          return page;
        });
        flight = { stamp, promise };
        inFlight.set(key, flight);
        void promise.finally(() => inFlight.get(key) === flight && inFlight.delete(key)).catch(() => undefined);
      }
      return { page: await flight.promise, from: 'render' };
    },
    async close() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      live = false;
      kept.clear();
      await current?.end().catch(() => undefined);
    },
  };
}

/** A pg client listening on CHANNEL. */
async function listen(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'shell-page-cache' });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
