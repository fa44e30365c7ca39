import type { CompanyDetail } from 'shared-ui';
import { buildCompanyJsonLd, serializeJsonLd } from '../utils/structured-data';

/** schema.org markup for search engines (review snippets). */
export function CompanyStructuredData({ company }: { company: CompanyDetail }) {
  const pageUrl = `${window.location.origin}/companies/${company.id}`;
  const json = serializeJsonLd(buildCompanyJsonLd(company, company.reviews, pageUrl));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
