import { useEffect } from 'react';
import type { CompanyDetail } from 'shared-ui';
import { COMPANY_JSON_LD_ID } from 'shared-ui/seo';
import { buildCompanyJsonLd, serializeJsonLd } from '../utils/structured-data';

/**
 * schema.org markup for search engines (review snippets). The shell's server already puts this
 * company's into the page it sends: then nothing more is added. After moving to another company
 * in the app, the server's markup (of the first company) goes and the app's takes its place.
 */
export function CompanyStructuredData({ company }: { company: CompanyDetail }) {
  const fromServer = typeof document !== 'undefined' ? document.getElementById(COMPANY_JSON_LD_ID) : null;
  const serverHasIt = fromServer?.dataset.company === company.id;
  useEffect(() => {
    if (fromServer && !serverHasIt) fromServer.remove();
  }, [fromServer, serverHasIt]);
  // On the server the head carries it (the page's `head`); in the browser, the server's is kept.
  if (typeof document === 'undefined' || serverHasIt) return null;
  const pageUrl = `${window.location.origin}/companies/${company.id}`;
  const json = serializeJsonLd(buildCompanyJsonLd(company, company.reviews, pageUrl));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
