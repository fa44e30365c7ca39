// The add-business rules of the API, checked before sending; the limits come from its OpenAPI document.
import { COUNTRY_CODES } from './countries';
import { compactErrors, fieldLimits, validateCategory, validateCompanyName, validateMaxLength as maxLength, validateOptionalHttpsUrl, validateWebsite } from 'shared-ui';

export { validateCategory, validateCompanyName, validateWebsite };

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
