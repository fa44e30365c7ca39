// What other features may use of the Newsletter tab.
export { NewsletterSubscribers } from './components/newsletter-subscribers';
