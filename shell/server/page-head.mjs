// What each page adds to the shell page's head, and its status: titles, meta descriptions,
// canonical URLs, Open Graph tags and schema.org markup, so crawlers and link previews read the
// page without running its JavaScript. A company page reads the company from the API (the API
// keeps that answer in memory); an unknown company answers 404 with the not-found page. If the
// API is slow or down the page goes out with the site's own head: the app still renders it.
import seo from 'shared-ui/seo';
import { element, jsonScript } from './shell-page.mjs';

const COMPANY_PATH = /^\/companies\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const ANY_COMPANY_PATH = /^\/companies\/[^/]+\/?$/;
/** How long a page waits for the API's read before it goes out with the site's own head. */
export const HEAD_READ_TIMEOUT_MS = 1500;

/** Open Graph and Twitter tags of a page. */
function previewTags({ title, description, url, image }) {
  return [
    element('meta', { property: 'og:site_name', content: seo.SITE_NAME }),
    element('meta', { property: 'og:type', content: 'website' }),
    element('meta', { property: 'og:title', content: title }),
    element('meta', { property: 'og:description', content: description }),
    element('meta', { property: 'og:url', content: url }),
    ...(image ? [element('meta', { property: 'og:image', content: image })] : []),
    element('meta', { name: 'twitter:card', content: 'summary' }),
  ];
}

const notFound = () => ({ status: 404, title: seo.pageTitle('Company Not Found'), tags: [element('meta', { name: 'robots', content: 'noindex' })] });

/**
 * The head of one page.
 * @param {{ pathname: string, api: string, site: string }} page  the path asked for, the API's base URL, the site's public URL
 * @returns {Promise<import('./shell-page.mjs').PageHead & { status?: number }>}
 */
export async function pageHead({ pathname, api, site }) {
  if (pathname === '/') {
    const url = `${site}/`;
    return {
      title: seo.pageTitle(),
      description: seo.SITE_DESCRIPTION,
      tags: [
        element('link', { rel: 'canonical', href: url }),
        ...previewTags({ title: seo.SITE_NAME, description: seo.SITE_DESCRIPTION, url }),
        jsonScript(seo.buildSiteJsonLd(site), { type: 'application/ld+json' }),
      ],
    };
  }
  const match = COMPANY_PATH.exec(pathname);
  if (!match) return ANY_COMPANY_PATH.test(pathname) && pathname !== '/companies/' ? notFound() : {};
  const id = match[1].toLowerCase();
  let res;
  try {
    res = await fetch(`${api}/api/companies/${id}`, { signal: AbortSignal.timeout(HEAD_READ_TIMEOUT_MS) });
  } catch {
    return {};
  }
  if (res.status === 404) return notFound();
  if (!res.ok) return {};
  const company = await res.json().catch(() => null);
  if (typeof company?.name !== 'string' || typeof company.totalReviews !== 'number') return {};
  const url = `${site}/companies/${id}`;
  const title = seo.pageTitle(company.name);
  const description = seo.companyDescription(company);
  return {
    title,
    description,
    tags: [
      element('link', { rel: 'canonical', href: url }),
      ...previewTags({ title, description, url, image: /^https?:\/\//i.test(company.logoUrl ?? '') ? company.logoUrl : undefined }),
      jsonScript(seo.buildCompanyJsonLd(company, company.reviews ?? [], url), { type: 'application/ld+json', id: seo.COMPANY_JSON_LD_ID, 'data-company': id }),
    ],
  };
}
