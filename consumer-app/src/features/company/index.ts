// What other features may use of the company page: review lists and the author's own actions.
export { ReviewList, ReviewListSkeleton } from './components/review-list';
export { useOwnReviewActions } from './hooks/use-own-review-actions';
