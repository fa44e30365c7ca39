// Where the remotes are, as the shell's server knows them at start: inlined in the shell page (no
// request before the first remote can load), or else read from /remotes.json (a page from the
// development server, or one served before the server inlined it).

/**
 * One path of a remote's route list as its routes manifest names it (shared-ui/remote-routes.cjs):
 * enough to know which remote a page needs before loading any remote.
 */
export interface KnownRoute {
  path: string;
}

/** One remote in the remotes document: its Module Federation manifest and the module with its routes. */
export interface RemoteConfig {
  name: string;
  entry: string;
  module: string;
  /** Its routes' paths, when the server could read its routes manifest; else unknown. */
  routes?: KnownRoute[];
}

/** The id of the inlined document (shell/server/shell-page.mjs writes it). */
export const REMOTES_CONFIG_ID = 'remotes-config';

export function isRemoteConfig(value: unknown): value is RemoteConfig {
  const v = value as RemoteConfig;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.entry === 'string' && typeof v.module === 'string';
}

function knownRoutes(value: unknown): KnownRoute[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const paths = value.map((r) => (r as Partial<KnownRoute> | null)?.path);
  // A list with anything unreadable in it counts as not known: the remote then loads at start.
  if (!paths.every((p): p is string => typeof p === 'string' && p.startsWith('/'))) return undefined;
  return paths.map((path) => ({ path }));
}

/** The remotes of a document; anything else in it is ignored. */
export function remoteConfigs(document: unknown): RemoteConfig[] {
  if (!Array.isArray(document)) return [];
  return document.filter(isRemoteConfig).map(({ name, entry, module, routes }) => {
    const known = knownRoutes(routes);
    return known ? { name, entry, module, routes: known } : { name, entry, module };
  });
}

/** The document inlined in the page, or undefined when the page has none (or an unreadable one). */
export function inlineRemotesDocument(doc: Document = document): unknown {
  const text = doc.getElementById(REMOTES_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
