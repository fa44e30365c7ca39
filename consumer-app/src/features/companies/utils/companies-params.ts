// The company listing's state lives in the URL (?search=&category=&country=&sort=&page=), so it
// can be shared, bookmarked, reloaded, walked with back and forward, and reached from the
// navigation bar and the home page.
import { plural, queryLimits } from 'shared-ui';

export const COMPANIES_PAGE_SIZE = 24;

const LISTING_LIMITS = queryLimits['GET /api/companies'];
/** The longest search text the API takes (its OpenAPI document): the search boxes hold no more. */
export const COMPANY_SEARCH_MAX = LISTING_LIMITS.search.maxLength;

/**
 * The deepest page the API serves: it reads no offset past its limit (100,000). A page past it is
 * not asked for; the first page is, for the total that says where the results end.
 */
export const DEEPEST_PAGE = Math.floor(LISTING_LIMITS.offset.maximum / COMPANIES_PAGE_SIZE) + 1;

/** The offset the listing asks the API for on `page` (see DEEPEST_PAGE). */
export function listingOffset(page: number): number {
  return page <= DEEPEST_PAGE ? (page - 1) * COMPANIES_PAGE_SIZE : 0;
}

export const COMPANY_SORTS = ['name', 'trustscore', 'reviews'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const COMPANY_SORT_LABELS: Record<CompanySort, string> = {
  name: 'Name (A to Z)',
  trustscore: 'TrustScore',
  reviews: 'Number of reviews',
};

export interface CompaniesParams {
  search: string;
  category: string;
  /** ISO 3166-1 alpha-2 code, upper case; '' for every country. */
  country: string;
  sort: CompanySort;
  /** 1-based */
  page: number;
}

function isCompanySort(value: string | null): value is CompanySort {
  return (COMPANY_SORTS as readonly (string | null)[]).includes(value);
}

export function parseCompaniesParams(params: URLSearchParams): CompaniesParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const country = (params.get('country') ?? '').trim().toUpperCase();
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    // Anything but a two-letter code is no filter (the API would refuse it).
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    sort: isCompanySort(sort) ? sort : 'name',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The URL query for a listing state; empty values, the name order and page 1 are left out. */
export function companiesSearchParams({ search, category, country, sort, page }: Partial<CompaniesParams>): URLSearchParams {
  const params = new URLSearchParams();
  const text = search?.trim();
  if (text) params.set('search', text);
  if (category) params.set('category', category);
  if (country) params.set('country', country);
  if (sort && sort !== 'name') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  return params;
}

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : undefined;

/** A country's English name from its ISO code ("DE" → "Germany"); the code itself if unknown. */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a company search goes; null for empty or whitespace-only text, which searches nothing. */
export function companySearchPath(text: string): string | null {
  const search = text.trim();
  return search ? `/companies?${companiesSearchParams({ search }).toString()}` : null;
}

export function categoryPath(category: string): string {
  return `/companies?${companiesSearchParams({ category }).toString()}`;
}

export function pageCount(total: number, pageSize = COMPANIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Heading and page title of the listing. */
export function companiesHeading({ search, category, country = '' }: Pick<CompaniesParams, 'search' | 'category'> & { country?: string }): string {
  const place = country ? ` in ${countryName(country)}` : '';
  if (search && category) return `${category} companies${place} matching “${search}”`;
  if (search) return `Companies${place} matching “${search}”`;
  if (category) return `${category} companies${place}`;
  return country ? `Companies in ${countryName(country)}` : 'All companies';
}

export function companyCountLabel(total: number): string {
  return plural(total, { one: 'company', other: 'companies' });
}
