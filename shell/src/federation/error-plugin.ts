// Module Federation runtime plugin: a remote that cannot be loaded becomes a module that says so,
// instead of an exception that could take the whole page down.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = '__remoteUnavailable';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-error-plugin',
    errorLoadRemote({ id, error }) {
      console.warn(`Remote module ${id} could not be loaded`, error);
      return { [UNAVAILABLE]: true, routes: [] };
    },
  };
}
