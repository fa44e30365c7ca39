// The company listing's state lives in the URL (?search=&category=&page=), so it can be shared,
// bookmarked and reached from the navigation bar and the home page.

export const COMPANIES_PAGE_SIZE = 24;

export interface CompaniesParams {
  search: string;
  category: string;
  /** 1-based */
  page: number;
}

export function parseCompaniesParams(params: URLSearchParams): CompaniesParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('search') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The URL query for a listing state; empty values and page 1 are left out. */
export function companiesSearchParams({ search, category, page }: Partial<CompaniesParams>): URLSearchParams {
  const params = new URLSearchParams();
  const text = search?.trim();
  if (text) params.set('search', text);
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  return params;
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
export function companiesHeading({ search, category }: Pick<CompaniesParams, 'search' | 'category'>): string {
  if (search && category) return `${category} companies matching “${search}”`;
  if (search) return `Companies matching “${search}”`;
  if (category) return `${category} companies`;
  return 'All companies';
}

export function companyCountLabel(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'company' : 'companies'}`;
}
