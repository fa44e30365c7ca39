// A count with its noun ("1 review", "2,431 reviews"): one helper, by the language's plural rules,
// so no page writes "1 reviews" or "0 review".

export interface PluralForms {
  /** The noun for exactly one, e.g. "review". */
  one: string;
  /** The noun for any other count, e.g. "reviews". */
  other: string;
}

// Made once: a formatter per call costs on pages that count many things.
const rules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/** The noun alone, for the count: "review" for 1, "reviews" for 0 or 2. */
export function pluralNoun(count: number, forms: PluralForms): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** The count, grouped ("1,204"), and its noun: "1 review", "1,204 reviews". */
export function plural(count: number, forms: PluralForms): string {
  return `${numbers.format(count)} ${pluralNoun(count, forms)}`;
}

/** "review"/"reviews": the one noun of the site's most-counted thing. */
export const REVIEWS: PluralForms = { one: 'review', other: 'reviews' };
