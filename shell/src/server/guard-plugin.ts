// Module Federation runtime plugin of the shell's server: remote code fetched over HTTP with a
// time limit and a status check. The Node runtime's own loader waits as long as the socket does
// and runs whatever answers (a 404 page evaluated as JavaScript); this one refuses a non-OK answer
// and gives up after FETCH_TIMEOUT_MS, so a remote that is down or hangs costs its pages their
// server rendering (they render in the browser), never the server.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const nodeRequire = createRequire(__filename);

/** How long one fetch of a remote's Node code may take. */
export const FETCH_TIMEOUT_MS = 2000;

/** Remote code that could not be fetched: the remote is down, hangs, or answers an error. */
export class RemoteFetchError extends Error {
  override name = 'RemoteFetchError';
}

/** The answer, read whole within the time limit (a limit firing later would fail a body nobody reads). */
export async function boundedFetch(url: string, init: RequestInit = {}, timeoutMs = FETCH_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: init.signal ?? controller.signal });
    if (!res.ok) {
      await res.body?.cancel();
      throw new RemoteFetchError(`GET ${url}: HTTP ${res.status}`);
    }
    return new Response(await res.text(), { status: res.status, headers: res.headers });
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    if (controller.signal.aborted) throw new RemoteFetchError(`GET ${url} did not answer within ${timeoutMs} ms`);
    // undici says "fetch failed" and puts the reason (connect ECONNREFUSED …) in its cause.
    const why = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
    throw new RemoteFetchError(`GET ${url}: ${why}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the server does with a promise rejected while nobody waits for it any more. The Federation
 * runtime can leave one behind when a chunk fetch fails after its page gave up (the page already
 * renders in the browser): that is logged, and the server goes on serving. Anything else is a bug
 * and ends the process, as Node does by default (rethrown, it becomes an uncaught exception).
 */
export function onUnhandledRejection(reason: unknown, warn: (message: string) => void = console.warn): void {
  if (reason instanceof RemoteFetchError) {
    warn(`Server rendering: ${reason.message} (a load of remote code that nobody waited for any more)`);
    return;
  }
  throw reason;
}

interface Container {
  get: unknown;
  init: unknown;
}

export default function guardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ssr-guard-plugin',
    // Chunk loads of the Node runtime plugin go through the instance's fetch hook.
    fetch(url: string, init: RequestInit) {
      return boundedFetch(url, init);
    },
    async loadEntry({ remoteInfo }) {
      const { entry, entryGlobalName } = remoteInfo;
      const code = await (await boundedFetch(entry)).text();
      const url = new URL(entry);
      const module = { exports: {} as Record<string, unknown> };
      const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: url.href,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
      // The remote's Node build is CommonJS; it requires nothing but its own chunks (fetched).
      (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, nodeRequire, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
      const container = (module.exports[entryGlobalName] ?? module.exports) as Container;
      if (typeof container?.get !== 'function' || typeof container?.init !== 'function') {
        throw new Error(`${entry} is not a federated container (is it the remote's Node build?)`);
      }
      (globalThis as Record<string, unknown>)[entryGlobalName] = container;
      return container as never;
    },
  };
}
