// The shell's server build (dist/server/render-page.js, a CommonJS module the server requires):
// the first view of a page rendered on the server. The page's remote is loaded from its Node
// build with Module Federation's Node runtime; the matched route's page module names the reads
// of its first view (`loader`) and makes its head from their answers (`head`); the page is
// rendered in the same frame as in the browser, with React's streaming renderer, its styles
// (emotion) inline, and the query cache dehydrated for the browser, which hydrates it and makes
// none of those reads again. Every page renders as for a visitor whose sessions are not known yet:
// the same HTML for everyone (so it can be cached), the header's account area filled in the browser.
// A path no remote has in any auth state renders the 404 page in the same frame.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
// The router module shared-ui carries: in this build both resolve to the one copy, one context.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import {
  answersIn,
  createQueryClient,
  matchPath,
  NOT_FOUND_TITLE,
  pageTitle,
  routeTable,
  setApiOrigin,
  setServerRenderedView,
  withDeadline,
  type PageHead,
  type RemoteRoute,
  type RouteMatch,
} from 'shared-ui';
import { AppFrame } from '../app/App';
import type { KnownRoute } from '../federation/remote-config';
import { remotesNeededFor, useRemotesStore, type RemoteState } from '../federation/remotes';
import guardPlugin, { onUnhandledRejection } from './guard-plugin';
import { claimHostShares, loadServerRoutes, reloadChangedRemotes, serverRemote, setServerRemotes, type ServerRemote } from './server-remotes';

// Remote code fetched with a time limit and a status check, in every federation instance.
registerGlobalPlugins([guardPlugin()]);
// A fetch that failed after its page gave up on it is logged, not fatal (onUnhandledRejection).
process.on('unhandledRejection', (reason) => onUnhandledRejection(reason));
claimHostShares();
// Pages render whole on the server (nothing waits for a first paint here).
setServerRenderedView(true);

/** Sessions as the server renders every page: not known yet (the browser reads them). */
const UNKNOWN_SESSIONS = { consumer: 'loading', role: null, business: 'loading' } as const;

export interface RendererOptions {
  /** The API's origin as this server reaches it. */
  apiOrigin: string;
  /** How long one API read may take. */
  apiTimeoutMs?: number;
  remotes: ServerRemote[];
}

/** The visitor a render is for, as the API should see them (X-Forwarded-For and friends). */
const visitor = new AsyncLocalStorage<Record<string, string>>();

export function configure({ apiOrigin, apiTimeoutMs = 1500, remotes }: RendererOptions): void {
  // The API's rate limits count the visitor, not this server, for the reads of their page.
  setApiOrigin(apiOrigin, { timeoutMs: apiTimeoutMs, headers: () => visitor.getStore() ?? {} });
  setServerRemotes(remotes);
}

export { reloadChangedRemotes, setServerRemotes };

/** The page has no route on the server (signed-in pages, an unknown path): the browser renders it. */
export class NoServerRoute extends Error {
  constructor(pathname: string) {
    super(`${pathname} has no page that renders on the server`);
    this.name = 'NoServerRoute';
  }
}

/** The remote's Node build could not give its route list or the page's code (missing, failing). */
export class RemoteUnavailable extends Error {
  constructor(
    cause: unknown,
    /** The remote, by name. */
    readonly remote?: string,
  ) {
    super(String((cause as Error)?.message ?? cause), { cause });
    this.name = 'RemoteUnavailable';
  }
}

/**
 * `work`, its failure named RemoteUnavailable; a deadline missed is not one (the load goes on in
 * the background, as at a cold start, and the next page finds it done).
 */
const fromRemote = <T,>(work: () => Promise<T>, remote?: string): Promise<T> =>
  work().catch((error: unknown) => {
    throw (error as Error)?.name === 'DeadlineError' ? error : new RemoteUnavailable(error, remote);
  });

export interface RenderedPage {
  status: number;
  head: PageHead;
  /** The markup of the root element's content. */
  html: string;
  /** The dehydrated query cache, for the browser. */
  state: unknown;
  /** Every read of the first view answered in time: nothing on the page is a loading state for a slow read. */
  complete: boolean;
}

export interface RenderRequest {
  remote: string;
  pathname: string;
  /** The query string, with or without its "?". */
  search: string;
  /** The site's public address (canonical URLs). */
  site: string;
  /** For the remote's route list, the page's code and its reads; after it, what has not answered renders as loading. */
  dataDeadlineMs?: number;
  /** For the render itself. */
  renderDeadlineMs?: number;
  /** The headers that name the visitor to the API (the same the shell's proxy sends). */
  forwarded?: Record<string, string>;
  /** Every remote's routes as its routes manifest names them (the remotes document the page inlines). */
  known?: ReadonlyArray<{ name: string; routes?: KnownRoute[] }>;
}

/** A request for the 404 page: a path no remote has in any auth state. */
export type NotFoundRequest = Omit<RenderRequest, 'remote'>;

/** Every route list the server has loaded, for the frame's route tables (the same for every request). */
const loadedRoutes = new Map<string, RemoteRoute[]>();
/** The remotes document's routes, as the browser's route tables know them before any remote loads. */
let knownRoutes: NonNullable<RenderRequest['known']> = [];

/** The remotes as the browser has them when it hydrates: every remote of the document, those loaded here ready. */
function publish(): void {
  const names = [...new Set([...knownRoutes.map((r) => r.name), ...loadedRoutes.keys()])];
  const remotes = names.map((name): RemoteState => {
    const routes = loadedRoutes.get(name);
    const known = knownRoutes.find((r) => r.name === name)?.routes;
    return { name, status: routes ? 'ready' : 'deferred', routes: routes ?? [], ...(known && { known }) };
  });
  useRemotesStore.setState({ list: 'ready', remotes });
}

function publishRoutes(name: string, routes: RemoteRoute[]): void {
  if (loadedRoutes.get(name) === routes) return;
  loadedRoutes.set(name, routes);
  publish();
}

function publishKnown(known: RenderRequest['known']): void {
  if (!known || known === knownRoutes) return;
  knownRoutes = known;
  publish();
}

function renderToHtml(element: React.ReactElement, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    // Cleared when done: a pending timer would hold the page's tree, so the remote's code.
    const timer = setTimeout(() => abort(new Error(`the render did not finish within ${ms} ms`)), ms);
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(html);
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      // Whole: a finished boundary is never sent apart with a script to put it in place (the
      // site's Content-Security-Policy runs no inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        // A part that failed renders in the browser; the rest is kept.
        console.warn('Server rendering: a part of the page failed', error);
      },
    });
  });
}

/** Renders the first view of a page of `remote`, or throws (the caller sends the page for the browser to render). */
export function renderPage({ forwarded = {}, ...request }: RenderRequest): Promise<RenderedPage> {
  return visitor.run(forwarded, () => render(request));
}

/** A remote's route list from its Node build, published to the frame's route tables. */
async function loadRoutesOf(name: string, ms: number): Promise<RemoteRoute[]> {
  const remote = serverRemote(name);
  if (!remote) throw new RemoteUnavailable(`No Node build of ${name} is known`, name);
  const { routes } = await fromRemote(() => loadServerRoutes(remote, ms), name);
  publishRoutes(name, routes);
  return routes;
}

/**
 * Renders the 404 page of a path no remote has (the caller knows from the remotes' routes
 * manifests), in the frame, as the browser renders it once it has the route lists it waits for
 * before hydrating such a page; or throws (the caller sends the page for the browser to render).
 */
export function renderNotFound({ forwarded = {}, ...request }: NotFoundRequest): Promise<RenderedPage> {
  return visitor.run(forwarded, () => renderMissing(request));
}

async function renderMissing({ pathname, search, known, dataDeadlineMs = 1000, renderDeadlineMs = 2000 }: Omit<NotFoundRequest, 'forwarded'>): Promise<RenderedPage> {
  const started = Date.now();
  const left = () => Math.max(1, dataDeadlineMs - (Date.now() - started));
  publishKnown(known);
  // The route lists the browser waits for (firstViewReady): the remotes with pages for a visitor
  // whose sessions are not known yet. Without them the route tables would show a spinner.
  const needed = remotesNeededFor(useRemotesStore.getState().remotes, pathname, UNKNOWN_SESSIONS);
  await withDeadline(Promise.all(needed.map((r) => loadRoutesOf(r.name, left()))), left(), 'The route lists of the remotes');
  const client = createQueryClient();
  const head: PageHead = { status: 404, title: pageTitle(NOT_FOUND_TITLE), robots: 'noindex' };
  try {
    const html = await renderFrame(client, locationOf(pathname, search), renderDeadlineMs);
    return { status: 404, head, html, state: dehydrate(client), complete: true };
  } finally {
    client.clear();
  }
}

const locationOf = (pathname: string, search: string) => (search ? `${pathname}${search.startsWith('?') ? search : `?${search}`}` : pathname);

/** The page's markup in the frame, at `location`, with this query client. */
function renderFrame(client: QueryClient, location: string, renderDeadlineMs: number): Promise<string> {
  return renderToHtml(
    <CacheProvider value={createCache({ key: 'css' })}>
      <StaticRouter location={location}>
        <AppFrame client={client} />
      </StaticRouter>
    </CacheProvider>,
    renderDeadlineMs,
  );
}

async function render({ remote: name, pathname, search, site, known, dataDeadlineMs = 1000, renderDeadlineMs = 2000 }: RenderRequest): Promise<RenderedPage> {
  const started = Date.now();
  const left = () => Math.max(1, dataDeadlineMs - (Date.now() - started));
  publishKnown(known);
  const routes = await loadRoutesOf(name, left());
  const found = routeTable(routes, UNKNOWN_SESSIONS)
    .map((route) => ({ route, matched: matchPath({ path: route.path, end: true }, pathname) }))
    .find((candidate) => candidate.matched);
  if (!found?.matched) throw new NoServerRoute(pathname);
  const { route, matched } = found;
  const page = await fromRemote(() => withDeadline(route.load(), left(), `The page ${route.path}`));

  const match: RouteMatch = { params: matched.params, search: new URLSearchParams(search), site };
  const client = createQueryClient();
  // One render's cache, cleared after it: no garbage-collection timers (a read still running at
  // the end would otherwise be held by one for the cache time).
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, gcTime: Infinity } });
  const reads = page.loader?.(match) ?? [];
  // What has not answered by the deadline renders as loading; the browser reads it again.
  await withDeadline(Promise.all(reads.map((query) => client.prefetchQuery(query))), left(), 'The first view’s reads').catch(() => undefined);
  const head = page.head?.(match, answersIn(client)) ?? {};
  const complete = reads.every((query) => client.getQueryState(query.queryKey)?.status === 'success');

  try {
    const html = await renderFrame(client, locationOf(pathname, search), renderDeadlineMs);
    return { status: head.status ?? 200, head, html, state: dehydrate(client), complete };
  } finally {
    void client.cancelQueries();
    client.clear();
  }
}
