// The Companies tab's form: a company's public details as the moderator edits them, what changed,
// and how long a notice may show.
import type { Company } from 'shared-ui';
import type { CompanyEdit } from '../api/company-decisions';

export type Details = Pick<Company, 'name' | 'category' | 'description'> & { website: string; location: string };

export const detailsOf = (c: Company): Details => ({ name: c.name, category: c.category, website: c.website ?? '', location: c.location ?? '', description: c.description });

/**
 * The fields the moderator changed: the audit entry records exactly these, old and new. The
 * category is one the API listed (a company's category is a plain string in its answers).
 */
export function changedDetails(company: Company, form: Details): CompanyEdit {
  const before = detailsOf(company);
  return Object.fromEntries(Object.entries(form).filter(([k, value]) => value !== before[k as keyof Details])) as CompanyEdit;
}

/** A notice shows for a whole number of days, 1 to 90. */
export const daysAreValid = (days: string) => /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 90;
