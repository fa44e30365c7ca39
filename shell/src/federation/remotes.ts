// The remotes, as the shell's server names them at run time (inlined in the page, or
// /remotes.json): each one registered with the Module Federation runtime and its route list loaded
// on its own, under a deadline, so a remote that hangs or fails costs only its own pages and the
// others render as soon as they answer. Where the document names a remote's paths (its routes
// manifest), only the remotes the current page needs load at start; the others wait until the
// first view is done (the page has loaded and the browser is idle), or until a page of theirs is
// visited, whichever comes first. A remote none of whose routes exists in the visitor's auth
// states (the moderators' remote, for anyone but a moderator) does not load after the first view:
// only when a page of it is visited, or once the sessions change so that it has pages.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadPage, REMOTE_DEADLINE_MS, routeExists, withDeadline, type RemoteRoute, type RemoteRoutesModule, type RouteCondition, type Sessions, matchPath } from 'shared-ui';
import { contractProblem } from 'shared-ui/contract-compat';
import { hasRouteIn, remotesForPath } from 'shared-ui/remote-routes';
import { createStore, useStore } from 'zustand';
import { loadAfresh, UNAVAILABLE } from './error-plugin';
import { inlineRemotesDocument, remoteConfigs, type KnownRoute, type RemoteConfig } from './remote-config';

export type { RemoteConfig } from './remote-config';

/** `deferred`: not loaded yet, as the current page does not need it. */
export type RemoteStatus = 'deferred' | 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  name: string;
  status: RemoteStatus;
  routes: RemoteRoute[];
  /** Its paths from the remotes document, when known before it loads. */
  known?: KnownRoute[];
}

interface RemotesStore {
  /** /remotes.json: not read yet, read, or unreadable (then every path is unavailable). */
  list: 'loading' | 'ready' | 'failed';
  remotes: RemoteState[];
}

const remotesStore = createStore<RemotesStore>(() => ({ list: 'loading', remotes: [] }));
// React asks a store for its "server snapshot" when rendering on the server and when hydrating,
// and zustand answers with the initial state. The remotes' state is what the page rendered with
// (the server's, the browser's before it hydrates): answer the current one.
remotesStore.getInitialState = remotesStore.getState;

export const useRemotesStore = Object.assign(<T,>(selector: (state: RemotesStore) => T): T => useStore(remotesStore, selector), remotesStore);

let configs: RemoteConfig[] = [];
// The visitor's sessions as the shell last told (setVisitorSessions); loading until then, which
// counts as signed out of both realms, as the route tables count it.
let sessions: Sessions = { consumer: 'loading', role: null, business: 'loading' };
// Set once the first view is done: from then on, the remotes the sessions give pages to load.
let firstViewDone = false;
// Bumped per load of a remote, so an answer of an attempt that was retried in the meantime is
// still taken if it is the first good one, but never overwrites a later one.
const attempts = new Map<string, number>();

function update(name: string, patch: Partial<RemoteState>): void {
  useRemotesStore.setState((s) => ({ remotes: s.remotes.map((r) => (r.name === name ? { ...r, ...patch } : r)) }));
}

function isRoutesModule(mod: unknown): mod is RemoteRoutesModule {
  return typeof mod === 'object' && mod !== null && !(UNAVAILABLE in mod) && Array.isArray((mod as RemoteRoutesModule).routes);
}

function load(config: RemoteConfig): void {
  // A remote built against a contract this shell cannot run is refused before any of its code
  // runs: its pages show the unavailable message, and the console says what to rebuild.
  const refusal = contractProblem(config.name, config.contract);
  if (refusal) {
    console.error(refusal);
    update(config.name, { status: 'unavailable' });
    return;
  }
  const attempt = (attempts.get(config.name) ?? 0) + 1;
  attempts.set(config.name, attempt);
  update(config.name, { status: 'loading' });
  const routes = loadRemote<RemoteRoutesModule>(config.module).then((mod) => {
    if (!isRoutesModule(mod)) throw new Error(`${config.module} is not a route list`);
    startLoadingCurrentPage(mod.routes);
    return mod.routes;
  });
  // A remote that answers after its deadline still takes its place.
  routes.then(
    (list) => {
      const current = useRemotesStore.getState().remotes.find((r) => r.name === config.name);
      if (current?.status !== 'ready' || attempt === attempts.get(config.name)) update(config.name, { status: 'ready', routes: list });
    },
    () => undefined,
  );
  withDeadline(routes, REMOTE_DEADLINE_MS, `The remote ${config.name}`).catch((error: unknown) => {
    console.warn(`Remote ${config.name} is unavailable`, error);
    const current = useRemotesStore.getState().remotes.find((r) => r.name === config.name);
    if (attempt === attempts.get(config.name) && current?.status !== 'ready') update(config.name, { status: 'unavailable' });
  });
}

/**
 * The code of the page at the current address starts loading as soon as its route is known, not
 * after the route tables have rendered: the page's own lazy load then finds it under way.
 */
function startLoadingCurrentPage(routes: readonly RemoteRoute[]): void {
  for (const route of routes) {
    if (matchPath({ path: route.path, end: true }, window.location.pathname)) void route.load().catch(() => undefined);
  }
}

/** Whether an auth state a route names holds for the visitor's sessions. */
function holdsFor(current: Sessions): (condition: string) => boolean {
  return (condition) => routeExists({ when: [condition as RouteCondition] }, current);
}

/**
 * Whether the visitor's sessions give a remote pages: a route of it (as the remotes document
 * names them) exists in their auth states. A remote whose routes are not known may have some.
 */
export function hasPagesFor(remote: { known?: KnownRoute[] }, current: Sessions = sessions): boolean {
  return hasRouteIn(remote.known, holdsFor(current));
}

/**
 * The remotes a page needs, by the paths the remotes document named for them (the rule of
 * shared-ui/remote-routes.cjs, by which the shell's server also picks the page's preloads): the
 * remote of the path, or for a path no remote names, those the sessions give pages to.
 */
export function remotesNeededFor<R extends { known?: KnownRoute[] }>(remotes: readonly R[], pathname: string, current: Sessions = sessions): R[] {
  return remotesForPath(remotes, pathname, (r) => r.known, holdsFor(current));
}

/**
 * The shell tells the visitor's sessions as they become known and change. After the first view,
 * a remote they now give pages to (a moderator signed in: the moderators' remote) loads.
 */
export function setVisitorSessions(current: Sessions): void {
  sessions = current;
  if (firstViewDone) loadRemotesWithPages();
}

/** Loads the remotes still deferred that the visitor's sessions give pages to. */
function loadRemotesWithPages(): void {
  const withPages = useRemotesStore
    .getState()
    .remotes.filter((r) => r.status === 'deferred' && hasPagesFor(r))
    .map((r) => r.name);
  if (withPages.length) loadRemotesFor(withPages);
}

/** Starts loading those of the named remotes that are still deferred (a page needs them). */
export function loadRemotesFor(names: readonly string[]): void {
  for (const remote of useRemotesStore.getState().remotes) {
    const config = configs.find((c) => c.name === remote.name);
    if (remote.status === 'deferred' && names.includes(remote.name) && config) load(config);
  }
}

/** The longest the other remotes wait for the page's load event (a hanging preload can hold it back). */
export const DEFERRED_REMOTES_AT_MOST_MS = 8000;

/**
 * Once the first view is done, loads every remote still deferred that the visitor's sessions give
 * pages to (the others wait for a visit to a page of theirs, or for the sessions to change): the
 * first view is done when the remotes the page needs have answered, the page has loaded and the
 * browser is idle; or, whatever holds the load event back, DEFERRED_REMOTES_AT_MOST_MS after
 * those remotes answered.
 */
function loadDeferredAfterFirstView(): void {
  let started = false;
  const loadRest = () => {
    if (started) return;
    started = true;
    firstViewDone = true;
    loadRemotesWithPages();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(loadRest, { timeout: 3000 });
    else setTimeout(loadRest, 200);
  };
  const afterFirstView = () => {
    setTimeout(loadRest, DEFERRED_REMOTES_AT_MOST_MS);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };
  // After the remotes the page needs have answered (or failed), so they are first on the wire.
  const settled = () => !useRemotesStore.getState().remotes.some((r) => r.status === 'loading');
  if (settled()) {
    afterFirstView();
    return;
  }
  const unsubscribe = useRemotesStore.subscribe(() => {
    if (!settled()) return;
    unsubscribe();
    afterFirstView();
  });
}

async function fetchRemotesDocument(): Promise<unknown> {
  const res = await withDeadline(fetch('/remotes.json', { cache: 'no-store' }), REMOTE_DEADLINE_MS, '/remotes.json');
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return res.json();
}

/**
 * Reads the remotes document (inlined in the page, else /remotes.json) and starts loading the
 * remotes the current page needs; the others follow after the first view.
 */
export async function startRemotes(): Promise<void> {
  useRemotesStore.setState({ list: 'loading' });
  try {
    configs = remoteConfigs(inlineRemotesDocument() ?? (await fetchRemotesDocument()));
  } catch (error) {
    console.warn('The list of remotes could not be read', error);
    useRemotesStore.setState({ list: 'failed' });
    return;
  }
  registerRemotes(configs.map(({ name, entry }) => ({ name, entry })), { force: true });
  firstViewDone = false;
  const now = remotesNeededFor(configs.map((c) => ({ name: c.name, known: c.routes })), window.location.pathname).map((r) => r.name);
  useRemotesStore.setState({
    list: 'ready',
    remotes: configs.map((c) => ({ name: c.name, status: now.includes(c.name) ? 'loading' : 'deferred', routes: [], ...(c.routes && { known: c.routes }) })),
  });
  configs.filter((c) => now.includes(c.name)).forEach(load);
  loadDeferredAfterFirstView();
}

/**
 * Resolves once the page at `pathname` can render as the server rendered it: the remotes it needs
 * have answered (or failed: each has its own deadline), and its page's code is here (or failed).
 * Never rejects. No deadline of its own: meanwhile the server's page stays readable, where a
 * deadline would swap it for a spinner while its code is still on the way.
 */
export function firstViewReady(pathname: string): Promise<void> {
  const settled = () => {
    const { list, remotes } = useRemotesStore.getState();
    return list !== 'loading' && remotesNeededFor(remotes, pathname).every((r) => r.status === 'ready' || r.status === 'unavailable');
  };
  const remotesSettled = new Promise<void>((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = useRemotesStore.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
  const pageLoaded = remotesSettled.then(async () => {
    const routes = useRemotesStore.getState().remotes.flatMap((r) => (r.status === 'ready' ? r.routes : []));
    const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
    // Remembered: the page renders (hydrates) at once, without suspending first.
    if (route) await loadPage(route);
  });
  return pageLoaded.catch(() => undefined);
}

/** Tries again what did not answer: the list of remotes, or each remote that failed, freshly registered (the runtime caches failures). */
export function retryUnavailableRemotes(): void {
  if (useRemotesStore.getState().list === 'failed') {
    void startRemotes();
    return;
  }
  const failed = useRemotesStore.getState().remotes.filter((r) => r.status === 'unavailable').map((r) => r.name);
  const again = configs.filter((c) => failed.includes(c.name));
  for (const config of again) loadAfresh(config.entry, (attempts.get(config.name) ?? 1) + 1);
  registerRemotes(again.map(({ name, entry }) => ({ name, entry })), { force: true });
  again.forEach(load);
}
