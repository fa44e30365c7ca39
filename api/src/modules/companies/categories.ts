// Every category a company can have, in the order the site lists them: the six home-page categories first, then the rest.
export const CATEGORIES = [
  'E-commerce',
  'Restaurants',
  'Real Estate',
  'Automotive',
  'Technology',
  'Travel',
  'Retail',
  'Electronics',
  'Entertainment',
  'Finance',
  'Logistics',
  'Airlines',
  'Social Media',
  'Software',
  'Fashion',
  'Gaming',
  'Banking',
  'Telecommunications',
  'Food Delivery',
  'Hotels',
  'Home Improvement',
  'Grocery',
  'Beauty',
  'Pharmacy',
  'Home & Garden',
  'Transportation',
  'Business',
  'Outdoor',
  'Books',
] as const;

export type Category = (typeof CATEGORIES)[number];

/**
 * Names that were categories of their own until they were merged into the one they meant
 * (migration 1767351000000): a person could not tell which of the two to browse or to choose.
 * A link, a filter or an older client that still names one finds the category it was merged into.
 */
export const CATEGORY_ALIASES: Readonly<Record<string, Category>> = {
  Restaurant: 'Restaurants',
  'Financial Services': 'Finance',
  Communication: 'Telecommunications',
};

/** The category a name stands for now: a merged name's category, any other name as it is. */
export function currentCategory(name: string): string {
  return Object.hasOwn(CATEGORY_ALIASES, name) ? CATEGORY_ALIASES[name] : name;
}

/** The former names of a category (empty for most). */
export function aliasesOf(category: string): string[] {
  return Object.keys(CATEGORY_ALIASES).filter((alias) => CATEGORY_ALIASES[alias] === category);
}

/** The categories whose name, or a former name, contains the text (lower case), for a search. */
export function categoriesMatching(needle: string): Category[] {
  return CATEGORIES.filter((c) => [c, ...aliasesOf(c)].some((name) => name.toLowerCase().includes(needle)));
}
