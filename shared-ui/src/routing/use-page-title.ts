import { useEffect } from 'react';

export const SITE_NAME = 'TrustReviews';

/** Page titles end with the site name. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} - Read reviews. Write reviews. Find companies you can trust.`;
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
