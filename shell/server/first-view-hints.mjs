// Hints in the shell page that start the first view's downloads with the HTML instead of at the
// end of a chain (shell code, then each remote's manifest and entry, then the page's code, then
// its API reads): the browser fetches them at once and the app finds them ready.
//   - the Module Federation manifest and entry script of each remote the page needs (their
//     names do not change between deployments of a remote: both are revalidated, never cached
//     as immutable); serve.mjs picks those remotes by their routes manifests;
//   - the API reads the page's first view makes. A hint that no longer matches what a page
//     reads only costs one unused request; e2e/tests/first-view.spec.ts checks that they match.
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

// The first view's API reads by page, as the pages make them (same URL, same credentials).
const PAGE_READS = [
  { path: /^\/$/, reads: () => ['/api/categories', '/api/companies/featured', '/api/reviews/recent', '/api/stats'] },
  { path: /^\/companies\/([^/]+)$/, reads: ([id]) => [`/api/companies/${encodeURIComponent(decodeURIComponent(id))}`] },
];

/** Preloads of the API reads the first view of `pathname` makes: both sessions on every page, and the page's own. */
export function dataHints(pathname) {
  const reads = ['/api/auth/user', '/api/business/account'];
  for (const page of PAGE_READS) {
    const match = page.path.exec(pathname);
    if (!match) continue;
    try {
      reads.push(...page.reads(match.slice(1)));
    } catch {
      /* a malformed escape in the path: no page reads */
    }
  }
  return reads.map(read);
}
