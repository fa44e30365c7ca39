// Module Federation runtime plugin: a remote that cannot be loaded becomes a module that says so,
// instead of an exception that could take the whole page down; and a remote tried again is loaded
// afresh.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = '__remoteUnavailable';

// The shell page preloads every remote's entry script. When a remote failed before its entry was
// used, the browser keeps that failed (or still hanging) preload and would answer a retry's script
// with it: a retry asks for the entry under a query of its own.
const retries = new Map<string, number>();

/** The remote with this manifest is being tried again (attempt 2, 3, ...): its entry script is fetched afresh. */
export function loadAfresh(manifestUrl: string, attempt: number): void {
  retries.set(new URL('.', manifestUrl).href, attempt);
}

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-error-plugin',
    errorLoadRemote({ id, error }) {
      console.warn(`Remote module ${id} could not be loaded`, error);
      return { [UNAVAILABLE]: true, routes: [] };
    },
    createScript({ url, attrs }) {
      const base = [...retries.keys()].find((b) => url.startsWith(b));
      if (!base) return undefined;
      const fresh = new URL(url);
      fresh.searchParams.set('retry', String(retries.get(base)));
      const script = document.createElement('script');
      script.src = fresh.href;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return script;
    },
  };
}
