// The host provides its shared singletons eagerly (shared-ui/mf-shared.cjs): they are in its first
// scripts, so no async boundary is needed and the app starts without a chain of chunk loads.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setServerRenderedView } from 'shared-ui';
import { App, queryClient } from './app/App';
import { firstViewReady, startRemotes } from './federation/remotes';
import { FIRST_VIEW_STATE_ID, readFirstViewState, waitForFirstView } from './federation/first-view';

// The remotes start loading first; the frame renders at once, and each remote's pages join as
// soon as that remote answers.
const remotes = startRemotes();
const root = document.getElementById('root')!;
const state = readFirstViewState(document, FIRST_VIEW_STATE_ID);

if (state !== undefined && root.firstElementChild) {
  // The server rendered this page: its reads go into the cache and React takes over the server's
  // markup instead of drawing it again, the frame at once and the page once its remote and code
  // are here (it waits in its Suspense boundary, keeping the server's markup meanwhile).
  hydrate(queryClient, state as DehydratedState);
  setServerRenderedView(true);
  waitForFirstView(remotes.then(() => firstViewReady(window.location.pathname)));
  hydrateRoot(root, <App />);
} else {
  createRoot(root).render(<App />);
}
