// What other features may use of writing and editing reviews.
export { useDeleteReview } from './api/delete-review';
export { DeleteReviewDialog } from './components/delete-review-dialog';
