import type { ContactBody } from 'shared-ui';

export type ContactTopic = ContactBody['topic'];

/** The topics of the contact form, in the order the select lists them. */
export const CONTACT_TOPICS: { value: ContactTopic; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'account', label: 'My account and signing in' },
  { value: 'reviews', label: 'A review, or reporting one' },
  { value: 'business', label: 'Businesses and company profiles' },
  { value: 'press', label: 'Press and media' },
  { value: 'privacy', label: 'Privacy and personal data' },
];

export function isContactTopic(value: string | null | undefined): value is ContactTopic {
  return CONTACT_TOPICS.some((t) => t.value === value);
}
