// The rules of a company's fields as the API checks them (limits from its OpenAPI document), for
// every form that lists a company: a consumer adding a business, a business adding itself.
import { fieldLimits } from '../api/field-limits';
import { isWebAddress } from './validators';

const limits = fieldLimits.CreateCompanyDto;
export const COMPANY_NAME_MIN = limits.name.minLength;
export const COMPANY_NAME_MAX = limits.name.maxLength;
export const COMPANY_WEBSITE_MAX = limits.website.maxLength;
export const COMPANY_DESCRIPTION_MAX = limits.description.maxLength;

export function validateCompanyName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Company name is required';
  if (name.length < COMPANY_NAME_MIN || name.length > COMPANY_NAME_MAX) return `Company name must be between ${COMPANY_NAME_MIN} and ${COMPANY_NAME_MAX} characters`;
  return undefined;
}

export function validateCategory(value: string, categories: readonly string[]): string | undefined {
  if (!value) return 'Please choose a category';
  // Until the list has loaded there is nothing to compare with; the API checks again.
  if (categories.length && !categories.includes(value)) return 'Please choose one of the listed categories';
  return undefined;
}

/** The website as people type it: "acme.com" or "https://acme.com/"; http and https only. */
export function validateWebsite(value: string): string | undefined {
  const website = value.trim();
  if (!website) return 'Website is required';
  if (website.length > COMPANY_WEBSITE_MAX) return `Website must be at most ${COMPANY_WEBSITE_MAX} characters`;
  return isWebAddress(withScheme(website), ['http', 'https']) ? undefined : 'Please enter a valid website address';
}

/** The website as the API stores it: with a scheme, https unless one was typed. */
export function withScheme(website: string): string {
  const w = website.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(w) ? w : `https://${w}`;
}

/** At most `max` characters once trimmed. */
export function validateMaxLength(value: string, max: number, label: string): string | undefined {
  return value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;
}
