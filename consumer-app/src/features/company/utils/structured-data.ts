// schema.org markup for a company page, following Google's review-snippet rules: rating and review
// markup only when the company has at least one review, and at most 10 reviews.
import type { CompanyDetail, Review } from 'shared-ui';

export const MAX_STRUCTURED_REVIEWS = 10;

export interface OrganizationJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Organization';
  '@id': string;
  name: string;
  url?: string;
  description?: string;
  logo?: string;
  address?: { '@type': 'PostalAddress'; addressLocality?: string; addressCountry?: string };
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: string;
    reviewCount: number;
    bestRating: 5;
    worstRating: 1;
  };
  review?: Array<{
    '@type': 'Review';
    author: { '@type': 'Person'; name: string };
    datePublished: string;
    reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 };
    name: string;
    reviewBody: string;
  }>;
}

type CompanyForJsonLd = Pick<
  CompanyDetail,
  'id' | 'name' | 'description' | 'logoUrl' | 'website' | 'location' | 'countryCode' | 'averageRating' | 'totalReviews'
>;

const isHttpUrl = (value: string | null | undefined): value is string => !!value && /^https?:\/\//i.test(value);

/**
 * @param pageUrl the company page's own address (its @id)
 * @param reviews the reviews to mark up, newest first; only the first 10 are used
 */
export function buildCompanyJsonLd(company: CompanyForJsonLd, reviews: readonly Review[], pageUrl: string): OrganizationJsonLd {
  const data: OrganizationJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': pageUrl,
    name: company.name,
  };
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
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: company.averageRating,
      reviewCount: company.totalReviews,
      bestRating: 5,
      worstRating: 1,
    };
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

/** JSON for an inline script: "<" is escaped so review text can never close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
