import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteReviewDialogProps {
  open: boolean;
  companyName: string;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteReviewDialog({ open, companyName, pending, onCancel, onConfirm }: DeleteReviewDialogProps) {
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
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {pending ? 'Deleting…' : 'Delete review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
