// Server rendering for the shell's server: the first view of a page, rendered by the shell's
// server build (dist/server/render-page.js, from src/server/render-page.tsx) with the page's
// remote loaded from its Node build (<remote>/ssr/remoteEntry.js). This file picks the remote of
// a path from the remotes' routes manifests, bounds the work with deadlines, and turns every
// failure into "render in the browser": a remote without a Node build, one that fails or is too
// slow, a page that throws. A page is never a 500 or blank because of server rendering.
//
// A redeployed remote's Node build is loaded again without a restart: its remoteEntry.js is read
// again at most every RELOAD_CHECK_MS (on traffic, no timers), and a changed one replaces the old.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import remotesManifest from 'shared-ui/remotes';
import contractCompat from 'shared-ui/contract-compat';
import remoteRoutes from 'shared-ui/remote-routes';

const require = createRequire(import.meta.url);

/** How long the remote's route list, the page's code and the first view's reads may take together. */
export const DATA_DEADLINE_MS = 1000;
/** How long the render itself may take. */
export const RENDER_DEADLINE_MS = 2000;
/** How often the remotes' Node entries are checked for a redeploy. */
export const RELOAD_CHECK_MS = 30_000;
/**
 * How long a remote whose Node build could not be loaded (missing, failing) has its pages
 * rendered in the browser at once, before the server tries it again: its visitors do not each wait
 * out the deadline meanwhile.
 */
export const RETRY_UNAVAILABLE_MS = 10_000;

/** Where the server loads a remote's Node build: beside its manifest, or under REMOTES_INTERNAL_BASE_URL. */
export function nodeEntryUrl(remote, env = process.env) {
  const { folder, urlVariable } = remotesManifest.remoteByName(remote.name);
  const file = `${remotesManifest.SSR_FOLDER}/${remotesManifest.REMOTE_ENTRY_FILE}`;
  const base = env.REMOTES_INTERNAL_BASE_URL?.replace(/\/$/, '');
  if (base && !env[urlVariable]) return new URL(`${base}/${folder}/${file}`).href;
  return new URL(file, remote.entry).href;
}

/** The remote whose routes manifest has a page at `pathname` for a visitor of unknown sessions. */
export function serverRenderedRemote(remotes, pathname) {
  return remoteRoutes.signedOutPage(remotes, pathname)?.remote;
}

/** The remotes document's routes, as the server build's route tables take them. */
const knownRoutesOf = (remotes) => remotes.map(({ name, routes }) => ({ name, ...(routes && { routes }) }));

/**
 * @param {{ dist: string, api: string, site: string, contractVersion: string, env?: Record<string, string | undefined>,
 *   remotes: Array<{ name: string, entry: string, module: string }>, dataDeadlineMs?: number,
 *   renderDeadlineMs?: number, reloadCheckMs?: number, retryUnavailableMs?: number, warn?: (message: string) => void,
 *   error?: (message: string) => void, now?: () => number,
 *   build?: { configure: Function, renderPage: Function, reloadChangedRemotes: Function } }} options
 *   `build`: the server build's module (read from `dist` by default; a stand-in, for tests).
 *   A build without `renderNotFound` (one from before it) leaves the 404 page to the browser.
 *   `contractVersion`: the contract the shell's build provides, as the build stamped it
 *   (shell-build.mjs), which the remotes are checked against.
 */
export function pageRenderer({
  dist,
  api,
  site,
  contractVersion,
  env = process.env,
  remotes,
  dataDeadlineMs = Number(env.SSR_DATA_DEADLINE_MS ?? DATA_DEADLINE_MS),
  renderDeadlineMs = RENDER_DEADLINE_MS,
  reloadCheckMs = Number(env.SSR_RELOAD_CHECK_MS ?? RELOAD_CHECK_MS),
  retryUnavailableMs = RETRY_UNAVAILABLE_MS,
  warn = (message) => console.warn(message),
  error: logError = (message) => console.error(message),
  now = Date.now,
  build: given,
}) {
  if (!contractCompat.parseVersion(contractVersion)) throw new Error(`pageRenderer: contractVersion must be the contract version the shell's build stamped (x.y.z), not ${contractVersion}`);
  const file = path.join(dist, 'server', 'render-page.js');
  /** @type {any} */
  let build;
  if (env.SSR === 'off') {
    warn('Server rendering is off (SSR=off): every page renders in the browser');
  } else if (!given && !fs.existsSync(file)) {
    warn(`Server rendering is off: ${file} is missing (build the shell)`);
  } else {
    build = given ?? require(file);
    build.configure({ apiOrigin: api, remotes: remotes.map((r) => ({ name: r.name, entry: nodeEntryUrl(r, env), module: r.module })) });
  }
  /** The last problem per remote, so each is logged once until it changes. */
  const problems = new Map();
  let checkedAt = now();
  /** Remotes whose Node build could not be loaded, and until when their pages render in the browser. */
  const unavailableUntil = new Map();
  /** Whether the remote's Node build is not to be tried now: refused by contract, or failed a moment ago. */
  const skipped = (remote) => now() < (unavailableUntil.get(remote.name) ?? 0) || Boolean(contractCompat.contractProblem(remote.name, remote.contract, contractVersion));
  /** Counts the redeploys picked up: a page rendered before one is not the page any more. */
  let generation = 0;

  /** `name`: a remote, or undefined for the 404 page. */
  function report(name, problem) {
    if (problems.get(name) === problem) return;
    problems.set(name, problem);
    if (problem) warn(`Server rendering of ${name ? `${name}'s pages` : 'the 404 page'}: ${problem}; ${name ? 'they render' : 'it renders'} in the browser`);
  }

  /** A remote Module Federation refused here (a shared singleton of another major version): logged as an error, as the browser says it. */
  function refuse(name, refusal) {
    if (problems.get(name) === refusal) return;
    problems.set(name, refusal);
    logError(refusal);
  }

  /**
   * A failed render of `name`'s page (undefined: the 404 page), or of the remote the error names:
   * that remote's Node build set aside for a while, or the problem logged once.
   */
  function failed(name, error) {
    const remote = error?.remote ?? name;
    if (error?.name === 'RemoteUnavailable' && remote) unavailableUntil.set(remote, now() + retryUnavailableMs);
    // A singleton the remote's Node build was not built for (React, MUI… of another major
    // version, or the contract): refused by Module Federation before its code ran. Named as
    // the browser names it, with the remote, the package, both versions and what to rebuild.
    const refusal = contractCompat.sharedRefusal(error);
    if (refusal) refuse(remote, refusal);
    else if (error?.name !== 'NoServerRoute') report(remote, String(error?.message ?? error).split('\n')[0]);
  }

  /** Looks for redeployed remotes (in the background) when the last look is older than reloadCheckMs. */
  function noticeRedeploys() {
    if (!build || now() - checkedAt <= reloadCheckMs) return;
    checkedAt = now();
    void build
      .reloadChangedRemotes()
      .then((changed) => {
        if (!changed?.length) return;
        generation++;
        // A redeploy may have mended it: tried again at once.
        for (const name of changed) unavailableUntil.delete(name);
      })
      .catch(() => undefined);
  }

  return {
    noticeRedeploys,
    /** Changes when a redeployed remote's Node build is loaded (noticeRedeploys). */
    get generation() {
      return generation;
    },
    /**
     * The first view of `pathname`, or undefined (the browser renders it). `complete`: every read
     * of the first view answered in time (otherwise the page shows a loading state for the others).
     * @returns {Promise<{ status: number, head: object, html: string, state: unknown, complete: boolean } | undefined>}
     */
    async render({ remotes: current, pathname, search, forwarded = {} }) {
      if (!build) return undefined;
      noticeRedeploys();
      const remote = serverRenderedRemote(current, pathname);
      // A remote built against a contract this shell cannot run is never loaded, here as in the
      // browser (the routes reader has logged why); the browser shows its pages as unavailable.
      if (!remote || skipped(remote)) return undefined;
      try {
        const page = await build.renderPage({ remote: remote.name, pathname, search, site, dataDeadlineMs, renderDeadlineMs, forwarded, known: knownRoutesOf(current) });
        report(remote.name, undefined);
        return page;
      } catch (error) {
        failed(remote.name, error);
        return undefined;
      }
    },
    /**
     * The 404 page of a path no remote has in any auth state (the caller knows it from the routes
     * manifests), rendered in the frame with the route lists of the remotes the browser waits for
     * before it hydrates it; or undefined (the browser renders it).
     * @returns {Promise<{ status: number, head: object, html: string, state: unknown, complete: boolean } | undefined>}
     */
    async renderNotFound({ remotes: current, pathname, search, forwarded = {} }) {
      if (!build?.renderNotFound) return undefined;
      noticeRedeploys();
      // The remotes whose route lists the page waits for: those with pages for a visitor signed in to neither realm.
      const signedOut = (condition) => remoteRoutes.SIGNED_OUT_STATES.includes(condition);
      if (remoteRoutes.remotesForPath(current, pathname, undefined, signedOut).some(skipped)) return undefined;
      try {
        return await build.renderNotFound({ pathname, search, site, dataDeadlineMs, renderDeadlineMs, forwarded, known: knownRoutesOf(current) });
      } catch (error) {
        failed(undefined, error);
        return undefined;
      }
    },
  };
}
