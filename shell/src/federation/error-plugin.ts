// Module Federation runtime plugin: a remote that cannot be loaded becomes a module that says so,
// instead of an exception that could take the whole page down; and a remote tried again is loaded
// afresh.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedRefusal } from 'shared-ui/contract-compat';

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
      // Module Federation refuses a shared singleton (strictVersion) as the remote's code starts: the
      // contract, when the remote's routes manifest could not be read (the shell checks it from there
      // before loading, remotes.ts), and every page-wide singleton (React, MUI, emotion, React Query,
      // zustand), which each build asks for at its own major version (shared-ui/mf-shared.cjs). The
      // runtime's message names neither what to do nor the package's role; sharedRefusal
      // (shared-ui/contract-compat.cjs) makes it one sentence: the remote, the package, both versions
      // and what to rebuild. The shell's server names a refusal of a remote's Node build the same way.
      const refusal = sharedRefusal(error);
      if (refusal) console.error(refusal);
      else console.warn(`Remote module ${id} could not be loaded`, error);
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
