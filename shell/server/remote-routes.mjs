// What the shell's server knows of each remote's routes: its routes manifest (routes.json, written
// by the remote's build beside its mf-manifest.json; shared-ui/remote-routes.cjs), read from where
// the remote is deployed. The remotes document the server inlines into every page carries each
// remote's routes where known, so the page loads only the remote its path needs and the others
// after the first view. A remote stays deployable on its own: its manifest is read again once it
// is older than a short time (in the background: no page waits for it), so a redeployed remote's
// new routes reach the pages within that time. A remote whose manifest cannot be read is sent
// without routes, and the page loads it at start as it did before there were manifests.
//
// Where the server cannot reach the remotes at their public URLs (in a container, `localhost` is
// the container itself), REMOTES_INTERNAL_BASE_URL names where it reads those under one origin:
// <base>/<folder>/routes.json. Reading fails are logged once, with the URL.
//
// The manifest also says which contract (shared-ui/src/contract/) the remote was built against:
// it goes into the document with the routes, and a remote this shell cannot run (another major
// version, a newer minor one) is logged once as an error naming the remote, the versions and what
// to rebuild. Its pages are then neither rendered here nor started in the browser. The shell's
// own version is the one its build stamped (`contractVersion`, from shell-build.mjs), never the
// shared-ui source beside the server, which may be another commit than the build.
import contractCompat from 'shared-ui/contract-compat';
import remotesManifest from 'shared-ui/remotes';
import remoteRoutes from 'shared-ui/remote-routes';

/** How long a remote's routes manifest is used before it is read again. */
export const ROUTES_TTL_MS = 30_000;
/** How long one read of a routes manifest may take. */
export const ROUTES_READ_TIMEOUT_MS = 2_000;
/** The largest routes manifest taken: it is inlined into every page. */
export const ROUTES_MAX_BYTES = 64 * 1024;

/** Where the server reads a remote's routes manifest: beside its manifest, or under REMOTES_INTERNAL_BASE_URL. */
export function routesManifestUrl(remote, env = process.env) {
  const { folder, urlVariable } = remotesManifest.remoteByName(remote.name);
  const base = env.REMOTES_INTERNAL_BASE_URL?.replace(/\/$/, '');
  // A remote named by its own URL variable is deployed elsewhere: read beside its manifest.
  if (base && !env[urlVariable]) return new URL(`${base}/${folder}/${remoteRoutes.REMOTE_ROUTES_FILE}`);
  return new URL(remoteRoutes.REMOTE_ROUTES_FILE, remote.entry);
}

/**
 * @param {Array<{ name: string, entry: string, module: string }>} remotes  the remotes document
 * @param {{ contractVersion: string, ttlMs?: number, timeoutMs?: number, fetch?: typeof fetch, now?: () => number,
 *   env?: Record<string, string | undefined>, warn?: (message: string) => void, error?: (message: string) => void }} [options]
 */
export function remoteRoutesReader(
  remotes,
  {
    contractVersion,
    ttlMs = ROUTES_TTL_MS,
    timeoutMs = ROUTES_READ_TIMEOUT_MS,
    fetch = globalThis.fetch,
    now = Date.now,
    env = process.env,
    warn = (m) => console.warn(m),
    error = (m) => console.error(m),
  } = {},
) {
  if (!contractCompat.parseVersion(contractVersion)) throw new Error(`remoteRoutesReader: contractVersion must be the contract version the shell's build stamped (x.y.z), not ${contractVersion}`);
  /** @type {Map<string, { routes: Array<{ path: string, when: string[] }>, contract?: string, kit?: string }>} */
  const known = new Map();
  /** The refusal last logged per remote (contractCompat.contractProblem), so each is logged once. */
  const refusals = new Map();
  /** The last problem per remote, so each is logged once, not every 30 s. */
  const problems = new Map();
  let readAt = -Infinity;
  /** The document as of the last reading: one object per reading, not one per page. */
  let current = remotes;
  /** @type {Promise<void> | undefined} */
  let reading;

  function report(remote, problem) {
    if (problems.get(remote.name) === problem) return;
    problems.set(remote.name, problem);
    if (problem) warn(`The routes manifest of ${remote.name} ${problem}: its pages load it at start until it can be read`);
  }

  /** Reads one remote's manifest; answers the problem, or undefined. */
  async function readOne(remote) {
    const url = routesManifestUrl(remote, env);
    let res;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch (error) {
      // Unreachable for now: what was known stays.
      return `could not be read from ${url} (${error?.cause?.code ?? error?.name ?? error})`;
    }
    if (!res.ok) {
      await res.body?.cancel();
      // No manifest (a build from before manifests): its routes are not known.
      if (res.status === 404) known.delete(remote.name);
      return `answered ${res.status} at ${url}`;
    }
    const text = await res.text().catch(() => '');
    let routes;
    try {
      routes = text.length <= ROUTES_MAX_BYTES ? remoteRoutes.routeListOf(JSON.parse(text)) : undefined;
    } catch {
      routes = undefined;
    }
    if (!routes) {
      known.delete(remote.name);
      return `at ${url} is not a routes manifest`;
    }
    const versions = remoteRoutes.buildVersionsOf(JSON.parse(text));
    known.set(remote.name, { routes, ...versions });
    const refusal = contractCompat.contractProblem(remote.name, versions.contract, contractVersion);
    if (refusal && refusals.get(remote.name) !== refusal) error(refusal);
    refusals.set(remote.name, refusal);
    return undefined;
  }

  /** Reads every remote's manifest again (one reading at a time); resolves when done, never rejects. */
  function refresh() {
    reading ??= Promise.all(
      remotes.map((remote) =>
        readOne(remote).then(
          (problem) => report(remote, problem),
          (error) => report(remote, `could not be read (${error})`),
        ),
      ),
    ).finally(() => {
      current = remotes.map((remote) => (known.has(remote.name) ? { ...remote, ...known.get(remote.name) } : remote));
      readAt = now();
      reading = undefined;
    });
    return reading;
  }

  return {
    refresh,
    /**
     * The remotes document with each remote's `routes`, and the `contract` and `kit` versions it
     * was built against, where known. Once the manifests are older
     * than the time to live, reading them again starts in the background.
     */
    document() {
      if (now() - readAt > ttlMs) void refresh();
      return current;
    },
  };
}
