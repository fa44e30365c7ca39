// What the pages may use of the links in our emails: unsubscribing (review invitations, newsletter)
// and confirming a newsletter subscription.
export { ConfirmSubscriptionPanel } from './components/confirm-subscription-panel';
export { LIST_TITLES, type MailingList, UnsubscribePanel } from './components/unsubscribe-panel';
export { IncompleteLink } from './components/incomplete-link';
