import { useCallback } from 'react';
import { useAuth, type Review } from 'shared-ui';
import { OwnReviewActions } from '../components/own-review-actions';

/** ReviewCard `actions` for the signed-in author's own reviews; nothing for anyone else's. */
export function useOwnReviewActions(onDeleted?: (review: Review) => void) {
  const { user } = useAuth();
  return useCallback(
    (review: Review) =>
      user && review.authorId === user.id ? <OwnReviewActions review={review} onDeleted={onDeleted} /> : undefined,
    [user, onDeleted],
  );
}
