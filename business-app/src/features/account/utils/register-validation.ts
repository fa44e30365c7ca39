import { compactErrors, fieldLimits, validateEmail, validateNewPassword, validateWebsite } from 'shared-ui';

export const REGISTER_LIMITS = fieldLimits.BusinessRegisterDto;

export interface RegisterValues {
  contactName: string;
  companyName: string;
  email: string;
  website: string;
  password: string;
}

function required(value: string, label: string, max: number): string | undefined {
  const v = value.trim();
  if (!v) return `${label} is required`;
  if (v.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

/** What is wrong with a registration before it is sent, by field. */
export const validateRegistration = (v: RegisterValues) =>
  compactErrors({
    contactName: required(v.contactName, 'Your name', REGISTER_LIMITS.contactName.maxLength),
    companyName: required(v.companyName, 'Company name', REGISTER_LIMITS.companyName.maxLength),
    email: validateEmail(v.email),
    website: validateWebsite(v.website),
    password: validateNewPassword(v.password),
  });
