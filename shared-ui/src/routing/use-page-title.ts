import { useEffect } from 'react';
// The same titles the shell's server writes into the HTML it sends (seo.cjs).
import { pageTitle, SITE_NAME } from '../../seo.cjs';

export { pageTitle, SITE_NAME };

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
