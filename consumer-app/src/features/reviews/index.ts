// What other features may use of writing and editing reviews.
import { lazy } from 'react';

export { useDeleteReview } from './api/delete-review';

/** The confirm dialog of deleting a review; its code (a dialog) loads when first shown: render it in a Suspense boundary. */
export const DeleteReviewDialog = lazy(() => import('./components/delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })));
