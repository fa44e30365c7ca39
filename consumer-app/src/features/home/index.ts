// What other features may use of the home page.
export { RecentReviewsList } from './components/recent-reviews-list';
