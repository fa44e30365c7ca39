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
  waiting = ready.finally(() => {
    waiting = undefined;
  });
}

/** The first view's wait, while there is one. */
export function firstViewWait(): Promise<void> | undefined {
  return waiting;
}
