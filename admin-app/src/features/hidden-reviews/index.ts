// What other features may use of the Hidden tab.
export { HiddenReviews } from './components/hidden-reviews';
