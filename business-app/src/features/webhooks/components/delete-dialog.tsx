// Deleting an endpoint, after a confirmation that says what is lost.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { toast, toastFailure, type WebhookEndpoint } from 'shared-ui';
import { useDeleteWebhook } from '../api/delete-webhook';

/** `onDeleted` runs in the same update as `onClose`, so whoever moves the focus does so after the dialog gave it back. */
export function DeleteDialog({ companyId, endpoint, onClose, onDeleted }: { companyId: string; endpoint: WebhookEndpoint; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteWebhook(companyId);
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
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => {
                toast({ title: 'Endpoint deleted', variant: 'success' });
                onClose();
                onDeleted();
              },
              onError: (e) => toastFailure('The endpoint was not deleted', e, 'We could not delete the endpoint. Please try again.'),
            })
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete endpoint'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
