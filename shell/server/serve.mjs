// The server of the shell origin (http://localhost:8080 by default): the built shell, the run-time
// /remotes.json, and a proxy for every /api/... path and the exact /widget.js to the API, so the
// browser sees one origin. Every other path without a file extension answers the shell page
// (client-side routing), made per request by shell-page.mjs: the built index.html with the remotes'
// configuration inlined and the first view's hints; a page a remote's Node build can render comes
// rendered (page-renderer.mjs), with the head its route declares, and a path no remote's routes
// have in any auth state is a 404 with the 404 page. Fastify with
// @fastify/static (files, with the .br/.gz written at build time) and @fastify/http-proxy
// (streaming, undici, keep-alive to the API).
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotesManifest from 'shared-ui/remotes';
import remoteRoutes from 'shared-ui/remote-routes';
import seo from 'shared-ui/seo';
import { sessionHints, remoteHints } from './first-view-hints.mjs';
import { registerCrawlerRoutes } from './crawlers.mjs';
import { acceptedEncoding, pageCache, sendablePage, tagsOf } from './page-cache.mjs';
import { pageRenderer } from './page-renderer.mjs';
import { remoteRoutesReader } from './remote-routes.mjs';
import { shellBuildOf } from './shell-build.mjs';
import { headOf, renderShellPage } from './shell-page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The site's Content-Security-Policy: scripts only from this origin and the remotes' (read from the
 * remotes document at start, so moving a remote moves its permission too), no plugins, no <base>,
 * forms only to this origin, and no framing by other sites. Inline styles stay allowed: MUI's
 * styling (emotion) writes style elements at run time. The inlined JSON (remotes, schema.org) is
 * data, which CSP does not govern. Redoc's search runs in a worker made from a blob.
 */
export function contentSecurityPolicy(remotes) {
  const origins = [...new Set(remotes.map((r) => new URL(r.entry, 'http://self.invalid').origin).filter((o) => o !== 'http://self.invalid'))];
  return [
    "default-src 'self'",
    `script-src 'self' ${origins.join(' ')}`.trim(),
    `connect-src 'self' ${origins.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of every answer of the shell origin, for these remotes. */
export function securityHeaders(remotes) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The site's pages may not be framed by other sites (clickjacking); frame-ancestors says it too.
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': contentSecurityPolicy(remotes),
  };
}

/** Over HTTPS (as the trusted proxy in front says), browsers are told to use nothing else for a year. */
const HSTS = 'max-age=31536000; includeSubDomains';
const withHsts = (request, headers) => (request.protocol === 'https' ? { ...headers, 'Strict-Transport-Security': HSTS } : headers);

/** Built files the server never sends: the server's own (its Node build, its stamp) and source maps. */
export const PRIVATE_FILE = /^\/server\/|\.map$/;

/** Built files with a content hash never change: cached for a year; anything else revalidates. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file a precompressed variant encodes: main.1a2b3c4d.js for main.1a2b3c4d.js.br. */
export const withoutEncoding = (file) => file.replace(/\.(br|gz)$/, '');

const BAD_GATEWAY = { statusCode: 502, error: 'Bad Gateway', message: 'The service is not reachable right now. Please try again.' };

/**
 * The proxy's connections to the API (undici). An idle connection is closed before the API would
 * close it, so no request is ever written to a connection the API is closing at that moment. The
 * API names its own idle time in every answer (`Keep-Alive: timeout=N`: Node writes its server's
 * keepAliveTimeout, Fastify's 72 s as the API leaves it), and undici keeps a connection that long
 * less `keepAliveTimeoutThreshold`, at most `keepAliveMaxTimeout`; `keepAliveTimeout` is for an
 * answer that names none. So the API's setting is the one place this follows.
 */
export const API_CONNECTIONS = { keepAliveTimeoutThreshold: 2_000, keepAliveMaxTimeout: 60_000, keepAliveTimeout: 4_000 };

/**
 * When the proxy sends a request to the API again: a read (GET, HEAD, OPTIONS) without a body
 * whose connection was closed or reset before any answer came is sent once more, at once (undici
 * takes another connection): a kept-alive connection can still be closed under it (the API
 * restarting, a peer in between timing it out). A write is never sent twice, and an answer (a 503
 * included) is passed on as it came. For reply-from's `retryDelay`: a delay in ms, or null.
 */
export function apiRetryDelay({ err, req, attempt }) {
  const read = ['GET', 'HEAD', 'OPTIONS'].includes(req.method) && !req.headers['content-length'];
  return read && attempt < 1 && (err?.code === 'UND_ERR_SOCKET' || err?.code === 'ECONNRESET') ? 1 : null;
}

/**
 * The client as the API should see it. This server is the edge unless SHELL_TRUSTED_PROXIES
 * names its peer (a TLS terminator or nginx in front): only then is an incoming
 * X-Forwarded-For kept, so a client cannot pick its own address to dodge rate limits.
 */
export function forwardingHeaders(request, trustedProxies) {
  const raw = request.raw;
  const peer = raw.socket.remoteAddress ?? '';
  const trusted = trustedProxies.has(peer);
  const incoming = raw.headers['x-forwarded-for'];
  return {
    'x-forwarded-for': trusted && incoming ? `${incoming}, ${peer}` : peer,
    'x-forwarded-proto': trusted && raw.headers['x-forwarded-proto'] ? raw.headers['x-forwarded-proto'] : raw.socket.encrypted ? 'https' : 'http',
    'x-forwarded-host': trusted && raw.headers['x-forwarded-host'] ? raw.headers['x-forwarded-host'] : (raw.headers.host ?? ''),
  };
}

// Headers that describe one connection, not the message: never passed on in either direction.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export function withoutHopByHop(headers) {
  const out = { ...headers };
  const listed = String(headers.connection ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...listed]) delete out[name];
  return out;
}

/**
 * The largest request body the edge takes in. Bodies are read whole before they go to the API:
 * the API refuses an oversized body (413) as soon as its headers arrive and closes that
 * connection, and a body still streaming into it then broke both the answer (a 502 instead of
 * the 413) and the client's connection. Read whole, the client's body is consumed, the API's
 * answer arrives as it was sent, and the client's connection stays usable. Larger than any body
 * the API takes (its BODY_LIMIT_BYTES is 100 KB by default), so the API says what is too large.
 */
export const EDGE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Proxies what is under `prefix` (or only the exact path) to the API, unchanged. */
function proxyToApi(app, { api, prefix, exact, trustedProxies }) {
  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EDGE_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    await scope.register(httpProxy, {
      upstream: api,
      undici: API_CONNECTIONS,
      prefix,
      rewritePrefix: prefix,
      // `/api/...` but not the exact `/api`, the site's API documentation page.
      routes: exact ? ['/'] : ['/*'],
      proxyPayloads: false,
      // The body goes on byte for byte, with the type it came with.
      handler: (request, reply, dest, options) =>
        reply.from(dest, Buffer.isBuffer(request.body) ? { ...options, body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : options),
      // The API owns caching, sizes and errors; this hop adds only who the client is.
      replyOptions: {
        retryDelay: apiRetryDelay,
        rewriteRequestHeaders: (request, headers) => ({ ...withoutHopByHop(headers), ...forwardingHeaders(request, trustedProxies) }),
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onError: (reply, { error }) => {
          if (reply.sent) return;
          reply.log.warn({ err: error }, 'the API could not be reached');
          reply.code(502).type('application/json').send(BAD_GATEWAY);
        },
      },
    });
  });
}

/** The built index.html, read again only when a new build has replaced it. */
function templateReader(file) {
  let cached = { mtimeMs: -1, html: '' };
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/** One string per remotes document (a new object at each reading of the routes manifests, mostly the same). */
const signatures = new WeakMap();
function signatureOf(document) {
  if (!signatures.has(document)) signatures.set(document, JSON.stringify(document));
  return signatures.get(document);
}

/**
 * @param {{ dist?: string, api?: string, env?: Record<string, string | undefined>,
 *   remoteRoutes?: Partial<Parameters<typeof remoteRoutesReader>[1]>, renderer?: Partial<Parameters<typeof pageRenderer>[0]>,
 *   pageCache?: Parameters<typeof pageCache>[0] }} options
 *   `remoteRoutes`: options of the reader of the remotes' routes manifests (remote-routes.mjs; its
 *   `fetch`, for tests). `renderer`: options of the server rendering (page-renderer.mjs).
 *   `pageCache`: options of the page cache (page-cache.mjs); by default it hears PAGE_CACHE_DATABASE_URL.
 * @returns {Promise<import('fastify').FastifyInstance>} ready; `.listen({ port, host })` it.
 */
export async function createShellServer({
  dist = path.join(here, '..', 'dist'),
  api = 'http://127.0.0.1:3000',
  env = process.env,
  remoteRoutes: routesOptions,
  renderer: rendererOptions,
  pageCache: cacheOptions,
} = {}) {
  const trustedProxies = new Set((env.SHELL_TRUSTED_PROXIES ?? '').split(',').map((a) => a.trim()).filter(Boolean));
  const remotesDocument = remotesManifest.remotesDocument(env);
  // The contract this build provides, as its build stamped it: remotes are checked against it.
  // A dist/ without the stamp stops the server here, saying to build the shell.
  const { contract: contractVersion } = shellBuildOf(dist);
  const SECURITY_HEADERS = securityHeaders(remotesDocument);
  // Each remote's routes, from its routes manifest: read once before the first page, then again
  // in the background when older than a short time (a redeployed remote's routes follow).
  const routesReader = remoteRoutesReader(remotesDocument, { env, contractVersion, ...routesOptions });
  await routesReader.refresh();
  const template = templateReader(path.join(dist, 'index.html'));
  // The site's public address, for canonical URLs and sitemaps: configured, never from a request's Host.
  const site = (env.SITE_URL ?? `http://localhost:${env.SHELL_PORT ?? 8080}`).replace(/\/$/, '');
  const app = Fastify({ logger: env.SHELL_LOG === '1', trustProxy: [...trustedProxies] });
  const renderer = pageRenderer({ dist, api, site, contractVersion, env, remotes: remotesDocument, ...rendererOptions });
  // Server-rendered pages are the same for every visitor: kept while no write changes them.
  const cache = pageCache({ url: env.PAGE_CACHE_DATABASE_URL || undefined, ...cacheOptions });
  // Not awaited: the server answers (rendering every page) while the connection is being made.
  void cache.start();
  app.addHook('onClose', () => cache.close());
  // Every answer of this origin carries its security headers (pages, files, /remotes.json, 404s,
  // errors, a 502 of the proxy), except the API's own answers passed on, which carry the API's
  // (their Content-Security-Policy says so).
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.headers(withHsts(request, SECURITY_HEADERS));
  });

  await proxyToApi(app, { api, prefix: '/api', trustedProxies });
  await proxyToApi(app, { api, prefix: '/widget.js', exact: true, trustedProxies });

  app.get('/remotes.json', (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json').send(JSON.stringify(routesReader.document()));
  });

  await app.register(async (files) => {
    // A path without a file extension is a page (client-side routing): answered before the file
    // server looks for it on disk (a directory read and a stat per page view, which bounded how
    // many pages a second the server could send from its page cache).
    files.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (!path.extname(pathname)) return sendShellPage(request, reply, pathname);
    });
    await files.register(fastifyStatic, {
      root: dist,
      preCompressed: true,
      // The shell page is made per request (below), never sent as the bare file.
      index: false,
      dotfiles: 'ignore',
      allowedPath: (pathname) => !PRIVATE_FILE.test(pathname),
      cacheControl: false,
      // `file` is the variant sent (main.1a2b3c4d.js.br): what counts is the file it encodes.
      setHeaders: (reply, file) => reply.header('cache-control', HASHED_FILE.test(withoutEncoding(file)) ? IMMUTABLE : 'no-cache'),
    });
  });

  /**
   * The shell page of one path, as sent: rendered by the page's remote, or for the browser to
   * render. `missing`: no remote has the path in any auth state (a 404, with the 404 page).
   */
  async function makeShellPage(request, pathname, remotes, search, missing = false) {
    // The first view rendered by the page's remote, with the head its route declares; or, where
    // that cannot be (a signed-in page, a remote without a Node build, one too slow), none: the
    // browser renders the page, as it did before there was server rendering.
    const forwarded = forwardingHeaders(request, trustedProxies);
    const rendered = missing ? await renderer.renderNotFound({ remotes, pathname, search, forwarded }) : await renderer.render({ remotes, pathname, search, forwarded });
    // Preloads for the remotes this path needs now; the page loads the others after its first view.
    // The server does not know the visitor's sessions: a path no remote has preloads only the
    // remotes with routes for a visitor signed in to neither realm (never the moderators').
    const signedOut = (condition) => remoteRoutes.SIGNED_OUT_STATES.includes(condition);
    const hints = [...remoteHints(remoteRoutes.remotesForPath(remotes, pathname, undefined, signedOut)), ...sessionHints()];
    let status = missing ? 404 : 200;
    let html;
    try {
      html = rendered && renderShellPage(template(), { remotes, hints, head: headOf(rendered.head, seo.SITE_NAME), body: rendered.html, state: rendered.state });
      if (html && Number.isInteger(rendered.status) && rendered.status >= 200 && rendered.status < 600) status = rendered.status;
    } catch (error) {
      // A head that cannot be written (a remote's mistake): the page the browser renders.
      request.log.warn({ err: error }, 'a server-rendered page could not be written');
      html = undefined;
    }
    // Kept: a whole first view (every read answered) of a page that exists and is public (not a
    // search's results: noindex), until it changes by itself if it says when.
    const cacheable = Boolean(html && rendered.complete && status === 200 && !/noindex/i.test(rendered.head?.robots ?? ''));
    const changesAt = cacheable && rendered.head?.changesAt ? Date.parse(rendered.head.changesAt) : undefined;
    html ??= renderShellPage(template(), { remotes, hints });
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    const tags = cacheable ? tagsOf(rendered.state) : new Set();
    return { ...sendablePage({ status, html, etag, tags, changesAt: Number.isNaN(changesAt) ? 0 : changesAt }), cacheable };
  }

  /**
   * The shell page of one path. Made per request or kept (page-cache.mjs), so revalidated (with its
   * ETag), never immutable. A page the server renders is rendered and kept by what its route reads:
   * its path as the route spells it, with its parameters, and only the query parameters the route
   * names (its routes manifest), so `?utm_source=…` or `?z=<random>` is the same page and costs
   * no render. A route whose manifest does not say what it reads (an older build) is rendered with
   * the whole query, and such a page with a query is never kept.
   */
  async function sendShellPage(request, reply, pathname) {
    const remotes = routesReader.document();
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // What else the page is made of: a new shell build, remotes document or remote code is a new page.
    renderer.noticeRedeploys();
    const stamp = [template(), signatureOf(remotes), renderer.generation];
    // Anonymous visitors (no cookie) may have the kept page. A visitor with a session may have just
    // written: their page is rendered after the write, whenever its notification reaches this server.
    const fresh = Boolean(request.headers.cookie);
    const served = remoteRoutes.signedOutPage(remotes, pathname);
    const read = served && remoteRoutes.routeQuery(served.route, search);
    let found;
    if (served && (read !== undefined || !search)) {
      const page = { pathname: remoteRoutes.routePathOf(served.route.path, pathname), search: read ?? '' };
      found = await cache.page(page.pathname + page.search, stamp, () => makeShellPage(request, page.pathname, remotes, page.search), { fresh });
    } else {
      // Never kept: a signed-in page, the 404 page (so a walk of made-up paths or queries costs
      // no kept page its place), or a page of an older build with a query.
      const missing = !served && remoteRoutes.noRemoteHasPath(remotes, pathname);
      found = { page: await makeShellPage(request, pathname, remotes, search, missing), from: 'render' };
    }
    const { page, from } = found;
    reply
      .headers({ 'cache-control': 'no-cache', etag: page.etag, vary: 'accept-encoding', 'x-page-cache': from === 'cache' ? 'hit' : 'miss' })
      .type('text/html; charset=utf-8');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(page.status).send(page.body(encoding));
  }

  registerCrawlerRoutes(app, { api, site });

  // Client-side routes (no file extension) answer the shell page; a missing file is a 404.
  app.get('/', (request, reply) => sendShellPage(request, reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) return sendShellPage(request, reply, pathname);
    reply.code(404).type('text/plain').send('Not found');
  });

  await app.ready();
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.SHELL_PORT ?? 8080);
  const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await createShellServer({ api });
  await app.listen({ port, host });
  console.log(`Shell on http://localhost:${port} (API ${api}; remotes ${JSON.stringify(remotesManifest.remotesDocument())})`);
}
