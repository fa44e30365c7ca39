// Where the remotes are, as the shell's server knows them at start: inlined in the shell page (no
// request before the first remote can load), or else read from /remotes.json (a page from the
// development server, or one served before the server inlined it).
import type { RouteCondition } from 'shared-ui';
import { ROUTE_CONDITIONS } from 'shared-ui/remote-routes';

/**
 * One route of a remote's route list as its routes manifest names it (shared-ui/remote-routes.cjs):
 * its path and the auth states it exists in, enough to know which remote a page needs, and which
 * remotes the visitor's sessions give pages to, before loading any remote.
 */
export interface KnownRoute {
  path: string;
  /** The auth states it exists in; unknown (then it may exist in any) if the document had none readable. */
  when?: RouteCondition[];
}

/** One remote in the remotes document: its Module Federation manifest and the module with its routes. */
export interface RemoteConfig {
  name: string;
  entry: string;
  module: string;
  /** Its routes' paths, when the server could read its routes manifest; else unknown. */
  routes?: KnownRoute[];
  /** The contract version it was built against (its routes manifest), when known. */
  contract?: string;
}

/** The id of the inlined document (shell/server/shell-page.mjs writes it). */
export const REMOTES_CONFIG_ID = 'remotes-config';

export function isRemoteConfig(value: unknown): value is RemoteConfig {
  const v = value as RemoteConfig;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.entry === 'string' && typeof v.module === 'string';
}

function isConditionList(when: unknown): when is RouteCondition[] {
  return Array.isArray(when) && when.every((c) => ROUTE_CONDITIONS.includes(c as string));
}

function knownRoutes(value: unknown): KnownRoute[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const routes = value.map((r) => (typeof r === 'object' && r !== null ? (r as { path?: unknown; when?: unknown }) : {}));
  // A list with anything unreadable in it counts as not known: the remote then loads at start.
  if (!routes.every((r) => typeof r.path === 'string' && r.path.startsWith('/'))) return undefined;
  // States that cannot be read are left out: the route may then exist in any state.
  return routes.map(({ path, when }) => (isConditionList(when) ? { path: path as string, when: [...when] } : { path: path as string }));
}

/** The remotes of a document; anything else in it is ignored. */
export function remoteConfigs(document: unknown): RemoteConfig[] {
  if (!Array.isArray(document)) return [];
  return document.filter(isRemoteConfig).map(({ name, entry, module, routes, contract }) => {
    const known = knownRoutes(routes);
    return { name, entry, module, ...(known && { routes: known }), ...(typeof contract === 'string' && { contract }) };
  });
}

/** The JSON of the script element `id` that the shell's server wrote, or undefined when none (or unreadable). */
export function readInlineJson(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The document inlined in the page, or undefined when the page has none (or an unreadable one). */
export function inlineRemotesDocument(doc: Document = document): unknown {
  return readInlineJson(REMOTES_CONFIG_ID, doc);
}
