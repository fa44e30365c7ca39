// Hints in the shell page that start the first view's downloads with the HTML instead of at the
// end of a chain (shell code, then each remote's manifest and entry, then the page's code, then
// its API reads): the browser fetches them at once and the app finds them ready.
//   - the Module Federation manifest and entry script of each remote the page needs (their
//     names do not change between deployments of a remote: both are revalidated, never cached
//     as immutable); serve.mjs picks those remotes by their routes manifests;
//   - the sessions' API reads, which every page makes in the browser.
import remotesManifest from 'shared-ui/remotes';
import { element } from './shell-page.mjs';

/** Preloads of each remote's manifest (read with fetch) and entry script (a script element). */
export function remoteHints(remotes) {
  return remotes.flatMap((remote) => {
    const manifest = new URL(remote.entry);
    return [
      // Module Federation reads the manifest with a CORS fetch without credentials.
      element('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: manifest.href }),
      element('link', { rel: 'preload', as: 'script', href: new URL(remotesManifest.REMOTE_ENTRY_FILE, manifest).href }),
    ];
  });
}

// The API client sends cookies (credentials: 'include'): the preloads must too, to be used.
const read = (url) => element('link', { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: url });

/**
 * Preloads of the sessions' reads, which every page makes in the browser (the server renders pages
 * as for a visitor whose sessions are not known yet). A page's own reads need no hint: the server
 * made them, and the page carries their answers.
 */
export function sessionHints() {
  return ['/api/auth/user', '/api/business/account'].map(read);
}
