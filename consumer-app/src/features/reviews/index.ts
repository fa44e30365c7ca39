// What other features may use of writing and editing reviews.
import { lazy } from 'react';

export { useConfirmedInviteeEmail } from './api/confirm-invitee-email';
export { useDeleteReview } from './api/delete-review';
export { InvitationBanner } from './components/invitation-banner';
export { ReviewCompanyButton } from './components/review-company-button';
export { REVIEW_TOPICS, type ReviewTopic } from './utils/review-validation';
export { forgetInviteeEmail } from './utils/invitee-email';
export { invitationIn, leadsToReviewForm, pendingInvitation, signInToReviewPath, withRedirect, writeReviewPath } from './utils/invitation-link';

/** The confirm dialog of deleting a review; its code (a dialog) loads when first shown: render it in a Suspense boundary. */
export const DeleteReviewDialog = lazy(() => import('./components/delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })));
