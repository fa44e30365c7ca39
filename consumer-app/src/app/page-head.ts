// The heads of the consumer pages, as the shell's server writes them into the HTML it sends
// (remote-contract.ts `PageHead`): the title, description and canonical address, Open Graph tags
// for link previews, and schema.org markup. A page module exports its `head` (and its `loader`,
// the reads its first view makes); the shell knows neither.
import { simpleHead, type CompanyDetail, type PageHead, type RouteMatch } from 'shared-ui';
import { buildCompanyJsonLd, buildSiteJsonLd, COMPANY_JSON_LD_ID, companyDescription, pageTitle } from 'shared-ui/seo';

/** The home page: the site, and its company search for search engines. */
export function homeHead(match: RouteMatch): PageHead {
  return { ...simpleHead(match, '/'), jsonLd: [{ data: buildSiteJsonLd(match.site) }] };
}

/** A company's page: its name and rating, its markup with its first reviews; 404 when there is no such company. */
export function companyHead(match: RouteMatch, company: CompanyDetail | undefined, missing: boolean): PageHead {
  if (missing) return { status: 404, title: pageTitle('Company Not Found'), robots: 'noindex' };
  // The API did not answer in time: the site's own head; the page renders in the browser.
  if (!company) return {};
  const url = `${match.site}/companies/${company.id}`;
  const description = companyDescription(company);
  return {
    title: pageTitle(company.name),
    description,
    canonical: url,
    openGraph: { title: pageTitle(company.name), description, url, image: /^https?:\/\//i.test(company.logoUrl ?? '') ? (company.logoUrl ?? undefined) : undefined },
    jsonLd: [{ id: COMPANY_JSON_LD_ID, data: buildCompanyJsonLd(company, company.reviews ?? [], url), attributes: { 'data-company': company.id } }],
    // The page's notice goes when it ends.
    changesAt: company.notice?.until ?? undefined,
  };
}
