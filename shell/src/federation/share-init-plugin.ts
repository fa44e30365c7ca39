// Module Federation runtime plugin: each federation instance (the shell's, each remote's) puts its
// shared modules into the share scope once, not again for every shared module it loads.
//
// The runtime of @module-federation/enhanced 2.9 starts each loadShare/loadShareSync with a fresh
// "init scope", so the guard meant to run that registration once never holds: every shared module
// loaded re-registers the whole share table. With MUI shared per component that was about 200 ms of
// main-thread work per page load here (measured with the CPU profiler). The upstream fix
// (module-federation/core#5062) keeps one init scope per instance; this does the same until a
// release has it. The remotes use the shell's runtime (externalRuntime), so one patch covers all.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface SharingOptions {
  initScope?: unknown[];
  [key: string]: unknown;
}
type InitializeSharing = (this: object, scopeName?: string, options?: SharingOptions) => unknown;

const initScopes = new WeakMap<object, unknown[]>();

/** Makes `initializeSharing` of every instance of `handlerClass` reuse the instance's init scope. */
export function shareInitOnce(handlerPrototype: { initializeSharing?: InitializeSharing }): void {
  const original = handlerPrototype.initializeSharing;
  if (typeof original !== 'function' || (original as { patched?: boolean }).patched) return;
  const once: InitializeSharing = function (scopeName, options) {
    if (options?.initScope) return original.call(this, scopeName, options);
    let initScope = initScopes.get(this);
    if (!initScope) initScopes.set(this, (initScope = []));
    return original.call(this, scopeName, { ...options, initScope });
  };
  Object.assign(once, { patched: true });
  handlerPrototype.initializeSharing = once;
}

export default function shareInitPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'share-init-once-plugin',
    beforeInit(args) {
      const handler = (args.origin as unknown as { sharedHandler?: object }).sharedHandler;
      if (handler) shareInitOnce(Object.getPrototypeOf(handler) as { initializeSharing?: InitializeSharing });
      return args;
    },
  };
}
