// The head of a page that needs no data: its title, the site's description, its canonical address
// and its link preview. For a route's `head` (remote-contract.ts).
import { pageTitle, SITE_DESCRIPTION, SITE_NAME } from '../../seo.cjs';
import type { PageHead, RouteMatch } from 'shared-ui/contract';

/** The head of the page at `path` named `title` (the site's own name for the home page). */
export function simpleHead(match: RouteMatch, path: string, title?: string, description = SITE_DESCRIPTION): PageHead {
  const url = `${match.site}${path}`;
  return { title: pageTitle(title), description, canonical: url, openGraph: { title: title ?? SITE_NAME, description, url } };
}
