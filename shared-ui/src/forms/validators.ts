// Field rules every form of the site shares (accounts of both realms, profiles, companies): the
// API's limits and, where it has one, the API's own sentence, so a message reads the same from
// either side. Each validator answers an error message, or undefined when the value is fine.
import { fieldLimits } from '../api/field-limits';
import { COMMON_PASSWORDS } from './common-passwords';

// The API's own limits, from its OpenAPI document (a person's name is 60 characters in every form).
export const NAME_MAX = fieldLimits.RegisterDto.firstName.maxLength;
export const EMAIL_MAX = fieldLimits.RegisterDto.email.maxLength;
export const PASSWORD_MIN = fieldLimits.RegisterDto.password.minLength;
export const PASSWORD_MAX = fieldLimits.RegisterDto.password.maxLength;

export type Validator<V> = (value: string, values: V) => string | undefined;

// Close to class-validator's isEmail: one @, no spaces, a dotted domain with a letter TLD.
const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return undefined;
}

/** The API's sentence for a password that is too common or easy to guess. */
export const COMMON_PASSWORD_RULE =
  'This password is too common or too easy to guess. Please choose another one, for example a few unrelated words.';

/**
 * A new password (sign-up, reset, change): the API's 8 to 128 characters, and none of the most
 * common passwords (the API refuses more, with the same sentence, which the form then shows).
 */
export function validateNewPassword(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    return `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`;
  }
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return COMMON_PASSWORD_RULE;
  return undefined;
}

/** A password being checked (sign-in, current password): only present and not absurdly long. */
export function validateExistingPassword(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (value.length > PASSWORD_MAX) return `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`;
  return undefined;
}

export function validateConfirmPassword(value: string, password: string): string | undefined {
  if (!value) return 'Please confirm the password';
  if (value !== password) return 'The passwords do not match';
  return undefined;
}

/** A person's name (first, last, a business's contact): required, at most 60 characters once trimmed. */
export function validateName(value: string, label: string): string | undefined {
  const name = value.trim();
  if (!name) return `${label} is required`;
  if (name.length > NAME_MAX) return `${label} must be at most ${NAME_MAX} characters`;
  return undefined;
}

/** Whether a URL parses, uses one of the protocols and names a host with a top-level domain. */
export function isWebAddress(value: string, protocols: readonly string[]): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) return false;
  const labels = url.hostname.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every(Boolean) && /^[a-z]{2,}$/i.test(tld);
}

/** An optional https address of at most `max` characters, such as a profile picture or a logo; empty is fine. */
export function validateOptionalHttpsUrl(value: string, max: number, message: string): string | undefined {
  const url = value.trim();
  if (!url) return undefined;
  if (url.length > max) return `The address must be at most ${max} characters`;
  return isWebAddress(url, ['https']) ? undefined : message;
}

export interface PasswordStrengthScore {
  /** 0 (empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  label: '' | 'Weak' | 'Fair' | 'Good' | 'Strong';
}

/** A rough hint for the sign-up form; the API enforces the length and refuses easily guessed passwords. */
export function passwordStrength(password: string): PasswordStrengthScore {
  if (!password) return { score: 0, label: '' };
  if (password.length < PASSWORD_MIN) return { score: 1, label: 'Weak' };
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const points = variety + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (points >= 5) return { score: 4, label: 'Strong' };
  if (points >= 3) return { score: 3, label: 'Good' };
  return { score: 2, label: 'Fair' };
}

/** Drops the fields without a message, so an empty object means "valid". */
export function compactErrors<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<T>;
}
