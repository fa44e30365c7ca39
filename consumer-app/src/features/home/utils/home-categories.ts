import type { Category } from 'shared-ui';

/** The home page's short list of categories, in this order; the full list comes from the API. */
export const HOME_CATEGORIES = ['E-commerce', 'Restaurants', 'Real Estate', 'Automotive', 'Technology', 'Travel'] as const;

export interface CategoryEntry {
  name: string;
  /** undefined while the counts have not loaded */
  companyCount?: number;
}

/** The six home categories (with counts once known), or every category when expanded. */
export function categoriesToShow(all: readonly Category[] | undefined, expanded: boolean): CategoryEntry[] {
  if (expanded && all && all.length > 0) return [...all];
  const counts = new Map(all?.map((c) => [c.name, c.companyCount]));
  return HOME_CATEGORIES.map((name) => ({ name, companyCount: all ? (counts.get(name) ?? 0) : undefined }));
}

/** The toggle only exists when the full list is longer than the short one. */
export function hasMoreCategories(all: readonly Category[] | undefined): boolean {
  if (!all) return false;
  const home = new Set<string>(HOME_CATEGORIES);
  return all.some((c) => !home.has(c.name));
}
