// The shell's page cache: the HTML of server-rendered pages, which is the same for every visitor
// (pages render for a visitor whose sessions are not known yet), kept so that a spike of visitors
// on one page renders it once. It is invalidated by the database's 'hot_reads' notifications, the
// same the API's hot reads follow (sent by triggers at the commit of every write that changes a
// public answer), heard on a connection of its own:
// - 'c:<company id>': the pages whose first view read that company, and every page that read a
//   list (any company's change may move a list);
// - 'categories', 'transparency': every page that read a list;
// - anything else ('*', an author renamed): every page.
// A page's reads are its dehydrated queries: a company's read (['/api/companies', <id>]) and its
// review highlights' (['/api/companies', <id>, 'highlights'], whose tables notify 'c:<id>' too)
// are dropped by that company's notifications; any other read counts as a list.
//
// While that connection is down the cache serves nothing (a missed notification can never leave a
// stale page behind), and anything kept before it was lost is dropped. A page rendered while a
// notification arrived, or within SETTLE_MS after one that concerns it, is served but not kept:
// the API instance it read from hears the notification on a connection of its own and may still
// have answered from its hot reads as they were before the write. A request that comes after a
// notification never joins a render that started before it. A page whose head says when it
// changes by itself (`changesAt`: a notice that ends) is not kept past it. Entries live at most
// MAX_AGE_MS, below the shortest time the browser keeps a first-view read fresh, so a page from the
// cache is never re-read on hydration; a limit in bytes bounds memory (least recently used go
// first). Concurrent requests for a page that is not kept share one render.
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import zlib from 'node:zlib';

export const CHANNEL = 'hot_reads';
/** How long a page is kept at most: below the shortest staleTime of a first-view read (30 s). */
export const MAX_AGE_MS = 20_000;
/** What the kept pages may weigh, with their compressed forms. */
export const MAX_BYTES = 128 * 1024 * 1024;
/** How long after a notification a page that it concerns is not kept (the API's instances hear it too). */
export const SETTLE_MS = 1000;
const RECONNECT_MS = [250, 1000, 2000, 5000];
/** The tag of every page that read something other than one company. */
export const LISTS = 'lists';
/** The key of one company's read (shared-ui query-keys.ts `company`): what a 'c:<id>' notification names. */
const COMPANY_READ = '/api/companies';
/** The last part of the key of a company's review highlights (consumer-app get-company-highlights.ts). */
const COMPANY_HIGHLIGHTS = 'highlights';

/** The tags of a page whose first view made these queries (its dehydrated state). */
export function tagsOf(state) {
  const tags = new Set();
  for (const { queryKey } of state?.queries ?? []) {
    const [what, id, ...rest] = Array.isArray(queryKey) ? queryKey : [];
    if (what === COMPANY_READ && typeof id === 'string' && (rest.length === 0 || (rest.length === 1 && rest[0] === COMPANY_HIGHLIGHTS))) tags.add(id.toLowerCase());
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
 * A page as sent: its bytes (the HTML is not kept as a string beside them), made once per encoding.
 * `changesAt`: when it changes by itself (ms since the epoch), if it does.
 * @param {{ status: number, html: string, etag: string, tags?: Set<string>, changesAt?: number }} page
 */
export function sendablePage({ html, ...page }) {
  const raw = Buffer.from(html);
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

/** Whether two stamps name the same page (each part the same). */
const sameStamp = (a, b) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * @param {{ url?: string, maxAgeMs?: number, maxBytes?: number, settleMs?: number, warn?: (message: string) => void,
 *   connect?: (url: string) => Promise<{ on: Function, end: () => Promise<void> }>, now?: () => number }} options
 *   `url`: the database whose notifications to hear (no url: nothing is ever kept). `connect`: a
 *   listening client (a stand-in, for tests); by default a pg client that LISTENs on CHANNEL.
 *   `now`: the clock of the settling time and of `changesAt` (a stand-in, for tests).
 */
export function pageCache({ url, maxAgeMs = MAX_AGE_MS, maxBytes = MAX_BYTES, settleMs = SETTLE_MS, warn = (m) => console.warn(m), connect = listen, now = Date.now } = {}) {
  const kept = new LRUCache({ max: 10_000, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.page.size), ttl: maxAgeMs, ttlAutopurge: false });
  /** Renders under way, by key: concurrent requests share one. */
  const inFlight = new Map();
  /** Counts notifications: a render that saw it move is not kept, and is not joined. */
  let epoch = 0;
  /** When the last notification came that concerns every page, any list, or one company (kept SETTLE_MS). */
  let allChangedAt = -Infinity;
  let listsChangedAt = -Infinity;
  const companyChangedAt = new LRUCache({ max: 100_000, ttl: Math.max(1, settleMs) });
  /** The last problem of the connection, so each is logged once. */
  let problem;
  let live = false;
  let stopped = !url;
  let client;
  let attempt = 0;
  let retry;

  function apply(payload) {
    if (payload.startsWith('barrier:')) return;
    epoch++;
    const id = payload.startsWith('c:') ? payload.slice(2).toLowerCase() : undefined;
    listsChangedAt = now();
    if (id) companyChangedAt.set(id, now());
    if (!id && payload !== 'categories' && payload !== 'transparency') {
      allChangedAt = now();
      return kept.clear();
    }
    for (const [key, entry] of kept.entries()) {
      if (entry.page.tags.has(LISTS) || (id && entry.page.tags.has(id))) kept.delete(key);
    }
  }

  function setLive(value) {
    live = value;
    epoch++;
    allChangedAt = now();
    kept.clear();
  }

  /** Whether a notification that concerns a page with these tags came within SETTLE_MS before `startedAt`. */
  function settling(tags, startedAt) {
    const since = startedAt - settleMs;
    if (allChangedAt > since) return true;
    if (tags.has(LISTS) && listsChangedAt > since) return true;
    for (const tag of tags) if (tag !== LISTS && (companyChangedAt.get(tag) ?? -Infinity) > since) return true;
    return false;
  }

  function report(message) {
    if (message === problem) return;
    problem = message;
    if (message) warn(message);
  }

  async function start() {
    if (stopped) return;
    let next;
    try {
      next = await connect(url);
    } catch (error) {
      report(`Page cache: cannot listen for invalidations (${error?.message ?? error}); pages are rendered for every visitor meanwhile`);
      return reconnectLater();
    }
    report(undefined);
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    attempt = 0;
    next.on('notification', (n) => n.channel === CHANNEL && apply(n.payload ?? '*'));
    next.on('error', (error) => report(`Page cache: invalidation connection: ${error.message}`));
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
      if (entry && sameStamp(entry.stamp, stamp)) return { page: entry.page, from: 'cache' };
      if (!live) return { page: await make(), from: 'render' };
      let flight = fresh ? undefined : inFlight.get(key);
      // A render that started before the last notification may show what it changed: not joined.
      if (!flight || flight.seen !== epoch || !sameStamp(flight.stamp, stamp)) {
        const seen = epoch;
        const startedAt = now();
        const promise = make().then((page) => {
          const ttl = Math.min(maxAgeMs, (page.changesAt ?? Infinity) - now());
          if (live && epoch === seen && page.cacheable && ttl > 0 && !settling(page.tags, startedAt)) kept.set(key, { stamp, page }, { ttl });
          return page;
        });
        flight = { stamp, seen, promise };
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
  const client = new pg.Client({ connectionString: url, application_name: 'shell-page-cache', connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
