// What a subscriber agrees to, word for word: the confirmation mail quotes it, and the subscriber's
// row keeps the version and text they confirmed (the proof of consent GDPR Art. 7(1) asks for).
// A changed text is a new version; rows keep the text their people agreed to.

export interface NewsletterConsent {
  version: string;
  text: string;
}

export const NEWSLETTER_CONSENT: NewsletterConsent = {
  version: '2026-01',
  text:
    'I would like to receive the TrustReviews newsletter by email, about once a month: the companies people are talking about and tips for ' +
    'writing reviews that help. TrustReviews keeps my email address, when I subscribed and confirmed, and this text, for as long as I stay ' +
    'subscribed. I can unsubscribe at any time with the link in every newsletter email.',
};
