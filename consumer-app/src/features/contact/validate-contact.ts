// The contact form's rules, the same as the API's (a name, a valid email, a known topic, a
// message of the API's length), so most mistakes are caught before sending.
import { fieldLimits } from 'shared-ui';
import { isContactTopic } from './contact-topics';

const limits = fieldLimits.ContactDto;
export const NAME_MAX = limits.name.maxLength;
export const MESSAGE_MIN = limits.message.minLength;
export const MESSAGE_MAX = limits.message.maxLength;

export interface ContactValues {
  name: string;
  email: string;
  topic: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Characters as the API counts them (code points, so an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const numberFormat = new Intl.NumberFormat('en-US');

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Please enter your name.';
  else if (charCount(name) > NAME_MAX) errors.name = `Your name must be at most ${NAME_MAX} characters.`;

  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address so we can answer you.';
  else if (!EMAIL.test(email)) errors.email = 'Please enter a valid email address, like name@example.com.';

  if (!isContactTopic(values.topic)) errors.topic = 'Please choose what your message is about.';

  const length = charCount(values.message.trim());
  if (length === 0) errors.message = 'Please write your message.';
  else if (length < MESSAGE_MIN) errors.message = `Your message must be at least ${MESSAGE_MIN} characters.`;
  else if (length > MESSAGE_MAX) errors.message = `Your message must be at most ${numberFormat.format(MESSAGE_MAX)} characters.`;
  return errors;
}
