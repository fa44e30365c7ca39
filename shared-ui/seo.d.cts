// Types of seo.cjs.
import type { CompanyDetail, Review } from './src/api/types';

export const SITE_NAME: string;
export const SITE_DESCRIPTION: string;
export const MAX_STRUCTURED_REVIEWS: number;
export const COMPANY_JSON_LD_ID: string;
export function pageTitle(title?: string): string;

export type CompanyForSeo = Pick<
  CompanyDetail,
  'id' | 'name' | 'category' | 'description' | 'logoUrl' | 'website' | 'location' | 'countryCode' | 'averageRating' | 'totalReviews'
>;
export function companyDescription(company: CompanyForSeo): string;

export interface OrganizationJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Organization';
  '@id': string;
  name: string;
  url?: string;
  description?: string;
  logo?: string;
  address?: { '@type': 'PostalAddress'; addressLocality?: string; addressCountry?: string };
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: string; reviewCount: number; bestRating: 5; worstRating: 1 };
  review?: Array<{
    '@type': 'Review';
    author: { '@type': 'Person'; name: string };
    datePublished: string;
    reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 };
    name: string;
    reviewBody: string;
  }>;
}
export function buildCompanyJsonLd(company: Omit<CompanyForSeo, 'category'>, reviews: readonly Review[], pageUrl: string): OrganizationJsonLd;
export function buildSiteJsonLd(siteUrl: string): Record<string, unknown>;
export function serializeJsonLd(data: unknown): string;
