// What a contact message can be about: routes it to the right people at support.
export const CONTACT_TOPICS = ['general', 'account', 'reviews', 'business', 'press', 'privacy'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** How support sees each topic in the mail subject. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  account: 'Account and sign-in',
  reviews: 'Reviews and moderation',
  business: 'Businesses and listings',
  press: 'Press and media',
  privacy: 'Privacy and personal data',
};
