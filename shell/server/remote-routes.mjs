// What the shell's server knows of each remote's routes: its routes manifest (routes.json, written
// by the remote's build beside its mf-manifest.json; shared-ui/remote-routes.cjs), read from where
// the remote is deployed. The remotes document the server inlines into every page carries each
// remote's routes where known, so the page loads only the remote its path needs and the others
// after the first view. A remote stays deployable on its own: its manifest is read again once it
// is older than a short time (in the background: no page waits for it), so a redeployed remote's
// new routes reach the pages within that time. A remote whose manifest cannot be read is sent
// without routes, and the page loads it at start as it did before there were manifests.
import remoteRoutes from 'shared-ui/remote-routes';

/** How long a remote's routes manifest is used before it is read again. */
export const ROUTES_TTL_MS = 30_000;
/** How long one read of a routes manifest may take. */
export const ROUTES_READ_TIMEOUT_MS = 2_000;

/**
 * @param {Array<{ name: string, entry: string, module: string }>} remotes  the remotes document
 * @param {{ ttlMs?: number, timeoutMs?: number, fetch?: typeof fetch, now?: () => number }} [options]
 */
export function remoteRoutesReader(remotes, { ttlMs = ROUTES_TTL_MS, timeoutMs = ROUTES_READ_TIMEOUT_MS, fetch = globalThis.fetch, now = Date.now } = {}) {
  /** @type {Map<string, Array<{ path: string, when: string[] }>>} */
  const known = new Map();
  let readAt = -Infinity;
  /** @type {Promise<void> | undefined} */
  let reading;

  async function readOne(remote) {
    const url = new URL(remoteRoutes.REMOTE_ROUTES_FILE, remote.entry);
    let res;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return; // unreachable for now: what was known stays
    }
    // No manifest (a build from before manifests): its routes are not known.
    if (res.status === 404) {
      known.delete(remote.name);
      return;
    }
    if (!res.ok) return;
    const routes = remoteRoutes.routeListOf(await res.json().catch(() => undefined));
    if (routes) known.set(remote.name, routes);
    else known.delete(remote.name);
  }

  /** Reads every remote's manifest again (one reading at a time); resolves when done. */
  function refresh() {
    reading ??= Promise.all(remotes.map(readOne)).then(() => {
      readAt = now();
      reading = undefined;
    });
    return reading;
  }

  return {
    refresh,
    /**
     * The remotes document with each remote's `routes` where known. Once the manifests are older
     * than the time to live, reading them again starts in the background.
     */
    document() {
      if (now() - readAt > ttlMs) void refresh();
      return remotes.map((remote) => (known.has(remote.name) ? { ...remote, routes: known.get(remote.name) } : remote));
    },
  };
}
