// The remotes, as the shell's server names them at run time (inlined in the page, or
// /remotes.json): each one registered with the Module Federation runtime and its route list loaded
// on its own, under a deadline, so a remote that hangs or fails costs only its own pages and the
// others render as soon as they answer.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_DEADLINE_MS, withDeadline, type RemoteRoute, type RemoteRoutesModule, matchPath } from 'shared-ui';
import { create } from 'zustand';
import { loadAfresh, UNAVAILABLE } from './error-plugin';
import { inlineRemotesDocument, remoteConfigs, type RemoteConfig } from './remote-config';

export type { RemoteConfig } from './remote-config';

export type RemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteState {
  name: string;
  status: RemoteStatus;
  routes: RemoteRoute[];
}

interface RemotesStore {
  /** /remotes.json: not read yet, read, or unreadable (then every path is unavailable). */
  list: 'loading' | 'ready' | 'failed';
  remotes: RemoteState[];
}

export const useRemotesStore = create<RemotesStore>(() => ({ list: 'loading', remotes: [] }));

let configs: RemoteConfig[] = [];
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

async function fetchRemotesDocument(): Promise<unknown> {
  const res = await withDeadline(fetch('/remotes.json', { cache: 'no-store' }), REMOTE_DEADLINE_MS, '/remotes.json');
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return res.json();
}

/** Reads the remotes document (inlined in the page, else /remotes.json) and starts loading every remote. */
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
  useRemotesStore.setState({ list: 'ready', remotes: configs.map((c) => ({ name: c.name, status: 'loading', routes: [] })) });
  configs.forEach(load);
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
