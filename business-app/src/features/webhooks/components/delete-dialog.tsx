// Deleting an endpoint, after a confirmation that says what is lost.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { toast, toastFailure, useSubmitLock, type WebhookEndpoint } from 'shared-ui';
import { useDeleteWebhook } from '../api/delete-webhook';

/** `onDeleted` runs in the same update as `onClose`, so whoever moves the focus does so after the dialog gave it back. */
export function DeleteDialog({ companyId, endpoint, onClose, onDeleted }: { companyId: string; endpoint: WebhookEndpoint; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteWebhook(companyId);
  // One delete at a time: a second click's 404 would say "not deleted" over a deleted endpoint.
  const lock = useSubmitLock();
  const title = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={title} fullWidth maxWidth="xs">
      <DialogTitle id={title}>Delete this endpoint?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          Nothing more will be sent to {endpoint.url}, and deliveries not sent yet are dropped. Its signing secret stops working. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={lock.pending}
          onClick={() =>
            lock.run(() =>
              remove.mutateAsync(endpoint.id).then(
                () => {
                  toast({ title: 'Endpoint deleted', variant: 'success' });
                  onClose();
                  onDeleted();
                },
                (e: unknown) => void toastFailure('The endpoint was not deleted', e, 'We could not delete the endpoint. Please try again.'),
              ),
            )
          }
        >
          {lock.pending ? 'Deleting…' : 'Delete endpoint'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
