// A remote's routes manifest: the paths of its route list, the auth states each exists in, the
// query parameters each page reads and the shapes of its path parameters, written by its build
// beside its mf-manifest.json (routes.json, see rspack-remote.cjs). The shell's server reads it
// from wherever the remote is deployed and puts it into the remotes document, so the shell knows
// which remote a page needs without loading every remote's entry.
// A remote without one (an older build, or one that cannot be reached) is loaded at start, as
// before: the manifest is an optimisation, never a requirement.

/** The file name of every remote's routes manifest, beside its mf-manifest.json. */
const REMOTE_ROUTES_FILE = 'routes.json';

/** Every auth state a route may name (shared-ui/src/contract/remote-contract.ts, RouteCondition). */
const ROUTE_CONDITIONS = ['signed-out', 'signed-in', 'business-signed-out', 'business-signed-in', 'moderator', 'admin'];

/** A route path the shell matches like its router: `/`-separated literal or `:name` segments, an ending `*`. */
const ROUTE_PATH = /^\/(?:[^/?#*]+(?:\/[^/?#*]+)*(?:\/\*)?|\*)?$/;
const MAX_ROUTES = 500;
/** A query parameter's name as a route may list it (what its page reads). */
const QUERY_NAME = /^[A-Za-z0-9_.~-]{1,64}$/;
const MAX_QUERY_NAMES = 32;

/**
 * The shapes a route may declare its path parameters to have (RemoteRoute.params): a path whose
 * parameter has another shape is no page of that route, so the shell answers it 404 rather than a
 * page that can only say "not found". A shape this code does not know (a newer remote's) leaves
 * the parameter unchecked: the route matches as it did before it declared it.
 */
const ROUTE_PARAM_SHAPES = {
  // The ids of reviews and companies, as the API accepts them (api/src/common/pipes/parse-id.pipe.ts).
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const SHAPE_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const MAX_PARAMS = 16;

/** A route's declared parameter shapes as a manifest may carry them, or false when they are not such a map. */
function paramShapesOf(params) {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return false;
  const entries = Object.entries(params);
  if (entries.length > MAX_PARAMS || !entries.every(([name, shape]) => PARAM_NAME.test(name) && typeof shape === 'string' && SHAPE_NAME.test(shape))) return false;
  return Object.fromEntries(entries);
}

/**
 * The route list of a routes manifest (`{ routes: [{ path, when, query?, params? }] }`), or undefined
 * if the document is not one: a manifest that cannot be trusted counts as no manifest. A route
 * without `query` comes from a build from before routes named what they read: what it reads is
 * unknown. `params` names the shape of path parameters (ROUTE_PARAM_SHAPES).
 * @param {unknown} document
 * @returns {Array<{ path: string, when: string[], query?: string[], params?: Record<string, string> }> | undefined}
 */
function routeListOf(document) {
  const routes = document && typeof document === 'object' ? document.routes : undefined;
  if (!Array.isArray(routes) || routes.length > MAX_ROUTES) return undefined;
  const list = [];
  for (const route of routes) {
    if (!route || typeof route.path !== 'string' || !ROUTE_PATH.test(route.path) || !Array.isArray(route.when)) return undefined;
    if (!route.when.every((c) => ROUTE_CONDITIONS.includes(c))) return undefined;
    const entry = { path: route.path, when: [...route.when] };
    if (route.query !== undefined) {
      if (!Array.isArray(route.query) || route.query.length > MAX_QUERY_NAMES || !route.query.every((name) => typeof name === 'string' && QUERY_NAME.test(name))) return undefined;
      entry.query = [...new Set(route.query)];
    }
    // Left out by builds from before routes declared their parameters' shapes: any value matches.
    if (route.params !== undefined) {
      const params = paramShapesOf(route.params);
      if (!params) return undefined;
      entry.params = params;
    }
    list.push(entry);
  }
  return list;
}

/** Whether one path segment, decoded as the router hands it to the page, has the declared shape (a shape not known here: yes). */
function paramFits(shape, segment) {
  const pattern = shape === undefined ? undefined : ROUTE_PARAM_SHAPES[shape];
  if (!pattern) return true;
  let value;
  try {
    value = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return pattern.test(value);
}

/**
 * Whether a route's path pattern matches a pathname exactly, as the shell's router matches it
 * (react-router's matchPath with end: true): `:name` is one non-empty segment, a trailing `*`
 * anything below; case-insensitive, trailing slashes ignored, no empty segments. With `params`
 * (the route's declared shapes, RemoteRoute.params), a parameter must also have its shape.
 * Optional segments (`:name?`) are not taken in a routes manifest (routeListOf refuses them).
 * @param {string} pattern
 * @param {string} pathname
 * @param {Readonly<Record<string, string>>} [params]
 */
function routePathMatches(pattern, pathname, params) {
  const split = (p) => p.replace(/\/+$/, '').split('/').slice(1);
  const want = pattern === '/' ? [] : split(pattern);
  const have = pathname === '/' ? [] : split(pathname);
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '*' && i === want.length - 1) return true;
    if (i >= have.length || have[i] === '') return false;
    if (part.startsWith(':')) {
      if (params && !paramFits(params[part.slice(1)], have[i])) return false;
      continue;
    }
    if (part.toLowerCase() !== have[i].toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * Whether a route (its path and declared parameter shapes) has a page at `pathname`.
 * @param {{ path: string, params?: Readonly<Record<string, string>> }} route
 * @param {string} pathname
 */
function routeMatches(route, pathname) {
  return routePathMatches(route.path, pathname, route.params);
}

/** A segment's text as the router reads it, in one spelling: `%61` and `a` are the same parameter. */
function oneSpelling(segment) {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return segment;
  }
}

/**
 * A path a route matches (routePathMatches), spelled as the route reads it: its own segments as
 * the pattern spells them, each parameter in one encoding, no trailing slash. Every spelling of one
 * page (`/Companies/%61cme/`, `/companies/acme`) is one path; the router gives the page the same.
 * @param {string} pattern
 * @param {string} pathname  a path the pattern matches
 * @returns {string}
 */
function routePathOf(pattern, pathname) {
  const want = pattern === '/' ? [] : pattern.split('/').slice(1);
  const have = pathname.replace(/\/+$/, '').split('/').slice(1);
  const parts = [];
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '*' && i === want.length - 1) parts.push(...have.slice(i));
    else parts.push(part.startsWith(':') ? oneSpelling(have[i]) : part);
  }
  return `/${parts.join('/')}`;
}

/** The auth states of a visitor signed in to neither realm: what the server assumes of a page request. */
const SIGNED_OUT_STATES = ['signed-out', 'business-signed-out'];

/**
 * The page a visitor signed in to neither realm gets at `pathname` (the one the shell's server
 * renders): the first route, in each remote's order, that matches and exists in such a state (or
 * whose states are not known), with its remote; undefined when there is none.
 * @template R
 * @param {R[]} remotes
 * @param {string} pathname
 * @param {(remote: R) => Array<{ path: string, when?: string[], query?: string[] }> | undefined} [routesOf]
 * @returns {{ remote: R, route: { path: string, when?: string[], query?: string[] } } | undefined}
 */
function signedOutPage(remotes, pathname, routesOf = (remote) => remote.routes) {
  const signedOut = (route) => !Array.isArray(route.when) || route.when.some((c) => SIGNED_OUT_STATES.includes(c));
  for (const remote of remotes) {
    const route = routesOf(remote)?.find((r) => signedOut(r) && routeMatches(r, pathname));
    if (route) return { remote, route };
  }
  return undefined;
}

/**
 * The query of a page as its route reads it (`?a=1&b=2`, or ''): only the parameters the route
 * names, in the order it names them, each with all its values. Undefined when the route does not
 * say what it reads (a routes manifest from before routes named it): then any parameter may count.
 * @param {{ query?: readonly string[] } | undefined} route
 * @param {string} search  the request's query string, with or without its "?"
 * @returns {string | undefined}
 */
function routeQuery(route, search) {
  if (!Array.isArray(route?.query)) return undefined;
  const given = new URLSearchParams(search);
  const read = new URLSearchParams();
  for (const name of route.query) for (const value of given.getAll(name)) read.append(name, value);
  const text = read.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether no remote has a page at `pathname`, whatever the visitor's sessions: every remote's
 * routes are known and none of them matches. A remote whose routes are not known (its manifest
 * could not be read) may have it, so a path is never taken for no one's on its account.
 * @template R
 * @param {R[]} remotes
 * @param {string} pathname
 * @param {(remote: R) => ReadonlyArray<{ path: string }> | undefined} [routesOf]
 * @returns {boolean}
 */
function noRemoteHasPath(remotes, pathname, routesOf = (remote) => remote.routes) {
  return (
    remotes.length > 0 &&
    remotes.every((remote) => {
      const routes = routesOf(remote);
      return Array.isArray(routes) && !routes.some((route) => routeMatches(route, pathname));
    })
  );
}

/**
 * Whether a remote has a route in the visitor's auth states: `holds(condition)` says whether one
 * auth state a route names (its `when`) holds for the visitor. A remote whose routes are not
 * known, or a route whose states are not known, counts as having one (it may).
 * @param {Array<{ path: string, when?: string[] }> | undefined} routes  the remote's known routes
 * @param {(condition: string) => boolean} holds
 * @returns {boolean}
 */
function hasRouteIn(routes, holds) {
  if (!routes) return true;
  return routes.some((route) => !Array.isArray(route.when) || route.when.some(holds));
}

/**
 * The remotes a page needs for its first view: those with a route of that path, and those whose
 * routes are not known (they might have one). A path no known route has may be any remote's
 * page, or none (404): then every remote that has a route in the visitor's auth states (`holds`,
 * when given; without it every remote). A remote whose routes exist in none of those states is
 * loaded only for a path of its own: an anonymous visitor's 404 never loads the moderators'
 * remote. The shell's server picks a page's preloads by this rule (assuming a visitor signed in
 * to neither realm), and the shell the remotes it loads first.
 * @template R
 * @param {R[]} remotes  entries of the remotes document (or the shell's state of them)
 * @param {string} pathname
 * @param {(remote: R) => Array<{ path: string, when?: string[] }> | undefined} [routesOf]  a remote's known routes
 * @param {(condition: string) => boolean} [holds]  whether an auth state holds for the visitor
 * @returns {R[]}
 */
function remotesForPath(remotes, pathname, routesOf = (remote) => remote.routes, holds) {
  const owners = remotes.filter((r) => routesOf(r)?.some((route) => routeMatches(route, pathname)));
  if (owners.length === 0) return holds ? remotes.filter((r) => hasRouteIn(routesOf(r), holds)) : [...remotes];
  return remotes.filter((r) => !routesOf(r) || owners.includes(r));
}

/**
 * The versions a routes manifest says its remote was built against: the contract's and the
 * kit's, each left out when missing (a build from before they were recorded).
 * @param {unknown} document
 * @returns {{ contract?: string, kit?: string }}
 */
function buildVersionsOf(document) {
  const versions = {};
  if (!document || typeof document !== 'object') return versions;
  // Whatever is recorded counts: one that is not a version is refused by the shell (contractProblem), never ignored.
  if ('contract' in document) versions.contract = typeof document.contract === 'string' && document.contract.length <= 32 ? document.contract : 'unreadable';
  if (typeof document.kit === 'string' && /^[0-9A-Za-z.+-]{1,64}$/.test(document.kit)) versions.kit = document.kit;
  return versions;
}

module.exports = { REMOTE_ROUTES_FILE, buildVersionsOf, ROUTE_CONDITIONS, ROUTE_PARAM_SHAPES, SIGNED_OUT_STATES, routeListOf, routePathMatches, routeMatches, routePathOf, hasRouteIn, remotesForPath, signedOutPage, routeQuery, noRemoteHasPath };
