import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type SubmitWork, useSubmitLock } from 'shared-ui';

interface DeleteReviewDialogProps {
  open: boolean;
  companyName: string;
  onCancel(): void;
  /** Deletes the review; answers the promise of the call, during which the dialog is locked. */
  onConfirm(): SubmitWork;
}

export function DeleteReviewDialog({ open, companyName, onCancel, onConfirm }: DeleteReviewDialogProps) {
  const lock = useSubmitLock();
  const pending = lock.pending;
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="delete-review-title" aria-describedby="delete-review-text">
      <DialogTitle id="delete-review-title">Delete this review?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-review-text">
          Your review of {companyName} will be removed for good, together with its helpful votes. You can write a new one later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Keep review
        </Button>
        <Button onClick={() => lock.run(onConfirm)} color="error" variant="contained" disabled={pending}>
          {pending ? 'Deleting…' : 'Delete review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
