// The mailboxes the content pages point people to; the contact form itself goes to support.
export const EMAILS = {
  support: 'support@trustreviews.example',
  privacy: 'privacy@trustreviews.example',
  press: 'press@trustreviews.example',
  careers: 'careers@trustreviews.example',
  trust: 'trust@trustreviews.example',
  legal: 'legal@trustreviews.example',
} as const;
