import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from 'shared-ui';
import { UNAVAILABLE } from './error-plugin';

export type RemotesConfig = Record<string, string>;

export interface RemoteRoutes {
  name: string;
  routes: RemoteRoute[];
  /** The remote's route list could not be loaded: its pages are unknown for now. */
  unavailable: boolean;
}

let config: RemotesConfig = {};

/** Reads /remotes.json (written at run time by the server of the shell) and registers each remote. */
export async function registerRemotesFromConfig(): Promise<RemotesConfig> {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    config = res.ok ? ((await res.json()) as RemotesConfig) : {};
  } catch {
    config = {};
  }
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  return config;
}

// Every remote's exposed module has the shape of consumer_app/routes (remote-modules.d.ts).
type RoutesModule = typeof import('consumer_app/routes') & { [UNAVAILABLE]?: boolean };

async function loadRoutesOf(name: string): Promise<RemoteRoutes> {
  try {
    const mod = await loadRemote<RoutesModule>(`${name}/routes`);
    if (!mod || mod[UNAVAILABLE] || !Array.isArray(mod.routes)) return { name, routes: [], unavailable: true };
    return { name, routes: mod.routes, unavailable: false };
  } catch (e) {
    console.warn(`Remote ${name} is unavailable`, e);
    return { name, routes: [], unavailable: true };
  }
}

export function loadAllRoutes(): Promise<RemoteRoutes[]> {
  return Promise.all(Object.keys(config).map(loadRoutesOf));
}

/** Tries the failed remotes again, from a fresh registration (the runtime caches failures). */
export async function retryRemotes(previous: RemoteRoutes[]): Promise<RemoteRoutes[]> {
  const failed = previous.filter((r) => r.unavailable).map((r) => r.name);
  registerRemotes(
    failed.filter((n) => config[n]).map((name) => ({ name, entry: config[name] })),
    { force: true },
  );
  const again = await Promise.all(failed.map(loadRoutesOf));
  return previous.map((r) => again.find((a) => a.name === r.name) ?? r);
}
