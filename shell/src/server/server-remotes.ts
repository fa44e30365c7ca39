// The remotes' Node builds, as the shell's server loads them: each registered with the Module
// Federation runtime by its remoteEntry.js (dist/ssr/ beside its web build), its route list loaded
// under a deadline, and loaded again when a redeploy changed its entry.
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createHash } from 'node:crypto';
import { withDeadline, type RemoteRoutesModule } from 'shared-ui';
import { boundedFetch } from './guard-plugin';

export interface ServerRemote {
  name: string;
  /** Its Node build's remoteEntry.js. */
  entry: string;
  /** The module with its routes, e.g. consumer_app/routes. */
  module: string;
}

let registered = new Map<string, ServerRemote>();
const entryHashes = new Map<string, string>();

/** Names the remotes' Node builds (again, when the remotes document changed). */
export function setServerRemotes(remotes: readonly ServerRemote[]): void {
  const next = new Map(remotes.map((r) => [r.name, r]));
  const changed = remotes.filter((r) => registered.get(r.name)?.entry !== r.entry);
  registered = next;
  if (changed.length) registerRemotes(changed.map(({ name, entry }) => ({ name, entry })), { force: true });
  // What is deployed now is what a later check compares with (the code loads from it).
  for (const { name, entry } of changed) void entryHash(entry).then((hash) => hash && entryHashes.set(name, hash));
}

/** The hash of a Node entry as deployed now, or undefined when it cannot be read. */
async function entryHash(entry: string): Promise<string | undefined> {
  try {
    return createHash('sha256').update(await (await boundedFetch(entry)).text()).digest('hex');
  } catch {
    return undefined;
  }
}

export function serverRemote(name: string): ServerRemote | undefined {
  return registered.get(name);
}

/** A remote's route list from its Node build. */
export async function loadServerRoutes(remote: ServerRemote, ms: number): Promise<RemoteRoutesModule> {
  const mod = await withDeadline(loadRemote<RemoteRoutesModule>(remote.module), ms, `The Node build of ${remote.name}`);
  if (!mod || !Array.isArray(mod.routes)) throw new Error(`${remote.module} (Node build) is not a route list`);
  return mod;
}

/**
 * Reads each remote's Node entry and reloads those a redeploy changed (remoteEntry.js names its
 * chunks by content hash: any change of code changes it). Answers the names reloaded.
 */
export async function reloadChangedRemotes(): Promise<string[]> {
  const changed: string[] = [];
  await Promise.all(
    [...registered.values()].map(async ({ name, entry }) => {
      // Unreachable for now: what is loaded stays.
      const hash = await entryHash(entry);
      if (!hash) return;
      const before = entryHashes.get(name);
      entryHashes.set(name, hash);
      if (before !== undefined && before !== hash) changed.push(name);
    }),
  );
  if (changed.length) registerRemotes(changed.map((name) => ({ name, entry: registered.get(name)!.entry })), { force: true });
  return changed;
}

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

/**
 * Loads, in the host, every shared module it provides and has not loaded yet (the MUI components
 * the shell's own code does not use). Otherwise the first remote to use one loads it and the
 * runtime records that remote as its provider; reloading that remote (registerRemotes with
 * `force`) then drops it from the share scope, and the reloaded remote would bring its own copy.
 */
export function claimHostShares(): void {
  const instance = getInstance() as unknown as {
    options: { name: string; shared: Record<string, unknown> };
    shareScopeMap: { default?: Record<string, Record<string, ShareEntry>> };
    loadShareSync: (name: string) => unknown;
  };
  const scope = instance.shareScopeMap.default ?? {};
  for (const name of Object.keys(instance.options.shared)) {
    const versions = Object.values(scope[name] ?? {});
    if (versions.some((s) => s.from === instance.options.name && !s.loaded)) instance.loadShareSync(name);
  }
}
