// The first view the shell's server rendered: its query cache, dehydrated into the page
// (shell/server/shell-page.mjs writes it), for the browser to hydrate before React takes over.
import { readInlineJson } from './remote-config';

/** The id of the script element with the dehydrated query cache. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

/** The dehydrated cache, or undefined when the page was not rendered on the server. */
export function readFirstViewState(doc: Document, id = FIRST_VIEW_STATE_ID): unknown {
  return readInlineJson(id, doc);
}

/**
 * While the page the server rendered waits for its remote and code: the promise of that. The page's
 * area suspends on it while hydrating, so React keeps the server's markup there and hydrates the
 * frame (the header, its search, its menus) at once; the page follows when its code is here.
 */
let waiting: Promise<void> | undefined;

export function waitForFirstView(ready: Promise<void>): void {
  // Kept once settled, never cleared: the route tables then call use() on every render, the same
  // promise, answered at once. A component that suspended on use() is replayed by React with its
  // hooks in "update" mode until that use() answers and switches them back to "mount"; a replay
  // that skipped the use() (the wait cleared meanwhile) threw React error 467 inside the next
  // hook, and the server's markup was thrown away (seen: /sign-in with a business signed in).
  waiting = ready;
}

/** The first view's wait (settled once the first view is ready), or undefined when the server rendered no page. */
export function firstViewWait(): Promise<void> | undefined {
  return waiting;
}
