// Where the remotes are, as the shell's server knows them at start: inlined in the shell page (no
// request before the first remote can load), or else read from /remotes.json (a page from the
// development server, or one served before the server inlined it).

/** One remote in the remotes document: its Module Federation manifest and the module with its routes. */
export interface RemoteConfig {
  name: string;
  entry: string;
  module: string;
}

/** The id of the inlined document (shell/server/shell-page.mjs writes it). */
export const REMOTES_CONFIG_ID = 'remotes-config';

export function isRemoteConfig(value: unknown): value is RemoteConfig {
  const v = value as RemoteConfig;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.entry === 'string' && typeof v.module === 'string';
}

/** The remotes of a document; anything else in it is ignored. */
export function remoteConfigs(document: unknown): RemoteConfig[] {
  return Array.isArray(document) ? document.filter(isRemoteConfig) : [];
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
