// Edit and Delete for the signed-in author's own review, shown on the company page and the profile.
// Deleting reuses the review feature's mutation and confirm dialog (the edit page deletes too).
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { type Review, toast, toastFailure, Link as RouterLink } from 'shared-ui';
import { useDeleteReview, DeleteReviewDialog } from '../../reviews';

interface Props {
  review: Review;
  /** Called once the server deleted it, as the lists refresh. */
  onDeleted?: (review: Review) => void;
}

export function OwnReviewActions({ review, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  // Asked once: the dialog stays mounted from then on, to animate its closing.
  const [asked, setAsked] = useState(false);
  const remove = useDeleteReview();

  const confirm = () =>
    remove.mutateAsync(review.id).then(
      () => {
        setConfirming(false);
        toast({ title: 'Review deleted', description: `Your review of ${review.company.name} was removed.`, variant: 'success' });
        onDeleted?.(review);
      },
      (error: unknown) => void toastFailure('Delete failed', error, 'Failed to delete the review'),
    );

  return (
    <>
      <Button
        component={RouterLink}
        to={`/reviews/${review.id}/edit`}
        size="small"
        startIcon={<EditOutlinedIcon />}
        aria-label={`Edit your review “${review.title}”`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
        aria-label={`Delete your review “${review.title}”`}
      >
        Delete
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <DeleteReviewDialog
            open={confirming}
            companyName={review.company.name}
            onCancel={() => setConfirming(false)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </>
  );
}
