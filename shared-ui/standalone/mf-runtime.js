// The Module Federation runtime of a remote's standalone page. A remote's build leaves the runtime
// out (in the product the shell's page provides it, one copy for every remote); the standalone page
// has no shell, so this script, loaded before the remote's own, provides it.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
