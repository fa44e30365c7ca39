// What search engines and link previews read of a page: titles, descriptions and a company's
// schema.org markup. One module for the shell's server (which puts them in the HTML it sends) and
// the consumer app (which keeps them right as people move between pages). CommonJS, so Node, the
// bundler and jest all read it as it is.
'use strict';

const SITE_NAME = 'TrustReviews';
const SITE_DESCRIPTION = 'Read and write honest reviews of companies. Compare ratings before you buy.';

/** The document title of a page ("Northwind | TrustReviews"), or the site's own. */
function pageTitle(title) {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} - Read reviews. Write reviews. Find companies you can trust.`;
}

/** Google shows about 155 characters of a description: cut at a word, with an ellipsis. */
function clip(text, max = 155) {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The meta description of a company page. */
function companyDescription(company) {
  const where = company.location ? ` in ${company.location}` : '';
  const rated =
    company.totalReviews > 0
      ? `${company.totalReviews.toLocaleString('en')} ${company.totalReviews === 1 ? 'review' : 'reviews'} of ${company.name}, rated ${company.averageRating} out of 5`
      : `${company.name} has no reviews yet: be the first to review it`;
  const about = company.description ? ` ${company.description}` : '';
  return clip(`${rated}. ${company.category}${where}.${about}`);
}

const MAX_STRUCTURED_REVIEWS = 10;
const isHttpUrl = (value) => typeof value === 'string' && /^https?:\/\//i.test(value);

/**
 * schema.org markup of a company page, following Google's review-snippet rules: rating and review
 * markup only when the company has at least one review, and at most 10 reviews.
 * `pageUrl` is the company page's own address (its @id); `reviews` newest first.
 */
function buildCompanyJsonLd(company, reviews, pageUrl) {
  const data = { '@context': 'https://schema.org', '@type': 'Organization', '@id': pageUrl, name: company.name };
  if (isHttpUrl(company.website)) data.url = company.website;
  if (company.description) data.description = company.description;
  // Generated logos are data: URIs, which are no use to a crawler.
  if (isHttpUrl(company.logoUrl)) data.logo = company.logoUrl;
  if (company.location || company.countryCode) {
    data.address = { '@type': 'PostalAddress' };
    if (company.location) data.address.addressLocality = company.location;
    if (company.countryCode) data.address.addressCountry = company.countryCode;
  }
  const marked = reviews.slice(0, MAX_STRUCTURED_REVIEWS);
  if (company.totalReviews > 0 && marked.length > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: company.averageRating, reviewCount: company.totalReviews, bestRating: 5, worstRating: 1 };
    data.review = marked.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName || 'Anonymous User' },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      name: r.title,
      reviewBody: r.content,
    }));
  }
  return data;
}

/** The site's own markup: its name and its company search, for the home page. */
function buildSiteJsonLd(siteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    potentialAction: { '@type': 'SearchAction', target: `${siteUrl}/companies?search={search_term_string}`, 'query-input': 'required name=search_term_string' },
  };
}

/**
 * JSON for an inline script: "<", ">" and "&" (and U+2028/2029) become \u escapes, which JSON
 * readers take back unchanged, so review text can never close the script element.
 */
function serializeJsonLd(data) {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The id of the company's markup in the page, so the app can tell the server's from its own. */
const COMPANY_JSON_LD_ID = 'company-jsonld';

module.exports = {
  SITE_NAME,
  SITE_DESCRIPTION,
  pageTitle,
  companyDescription,
  MAX_STRUCTURED_REVIEWS,
  buildCompanyJsonLd,
  buildSiteJsonLd,
  serializeJsonLd,
  COMPANY_JSON_LD_ID,
};
