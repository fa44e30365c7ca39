// The add-business rules of the API, checked before sending; the limits come from its OpenAPI document.
import { COUNTRY_CODES } from './countries';
import { compactErrors, fieldLimits, isWebAddress, validateOptionalHttpsUrl } from 'shared-ui';

const limits = fieldLimits.CreateCompanyDto;
export const NAME_MIN = limits.name.minLength;
export const NAME_MAX = limits.name.maxLength;
export const WEBSITE_MAX = limits.website.maxLength;
export const DESCRIPTION_MAX = limits.description.maxLength;
export const LOCATION_MAX = limits.location.maxLength;
export const LOGO_URL_MAX = limits.logoUrl.maxLength;

export interface CompanyFormValues {
  name: string;
  category: string;
  website: string;
  description: string;
  location: string;
  /** '' for none. */
  countryCode: string;
  logoUrl: string;
}

export function validateCompanyName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Company name is required';
  if (name.length < NAME_MIN || name.length > NAME_MAX) return `Company name must be between ${NAME_MIN} and ${NAME_MAX} characters`;
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
  if (website.length > WEBSITE_MAX) return `Website must be at most ${WEBSITE_MAX} characters`;
  const withProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`;
  return isWebAddress(withProtocol, ['http', 'https']) ? undefined : 'Please enter a valid website address';
}

function maxLength(value: string, max: number, label: string): string | undefined {
  return value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;
}

export function validateCompany(v: CompanyFormValues, categories: readonly string[]) {
  return compactErrors({
    name: validateCompanyName(v.name),
    category: validateCategory(v.category, categories),
    website: validateWebsite(v.website),
    description: maxLength(v.description, DESCRIPTION_MAX, 'Description'),
    location: maxLength(v.location, LOCATION_MAX, 'Location'),
    countryCode: !v.countryCode || (COUNTRY_CODES as readonly string[]).includes(v.countryCode) ? undefined : 'Please choose a country from the list',
    logoUrl: validateOptionalHttpsUrl(v.logoUrl, LOGO_URL_MAX, 'Logo must be an https URL'),
  });
}
