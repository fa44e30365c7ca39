// What other features may use of the Users and Businesses tabs.
export { BusinessModeration } from './components/business-moderation';
export { UserModeration } from './components/user-moderation';
