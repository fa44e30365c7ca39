// Module Federation runtime plugin: a remote that cannot be loaded becomes a module that says so,
// instead of an exception that could take the whole page down; and a remote tried again is loaded
// afresh.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractProblem } from 'shared-ui/contract-compat';

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
      const refusal = contractRefusal(id, error);
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

// Module Federation's own refusal of the contract singleton (strictVersion), e.g. "Version 1.1.0
// from shell of shared singleton module shared-ui/contract does not satisfy the requirement of
// consumer_app which needs ^1.2.0)".
const CONTRACT_MISMATCH = /shared singleton module shared-ui\/contract does not satisfy the requirement of .* which needs [\^~]?(\d+\.\d+\.\d+)/;

/**
 * The shell checks a remote's contract from its routes manifest before loading it (remotes.ts);
 * when that manifest could not be read, Module Federation refuses the singleton as the remote's
 * code starts. Named the same way then: the remote, both versions and what to rebuild.
 */
export function contractRefusal(id: string, error: unknown): string | undefined {
  // The runtime's error, or the error of a chunk load that carries it as its cause.
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 3; e = e instanceof Error ? e.cause : undefined, depth++) {
    const match = CONTRACT_MISMATCH.exec(e instanceof Error ? e.message : String(e));
    if (match) return contractProblem(id.split('/')[0], match[1]);
  }
  return undefined;
}
