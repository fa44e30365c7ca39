// The company's endpoints: each with its events and last status, its deliveries on request, a
// test event, and deletion after a confirmation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { QueryState, toast, toastFailure, type WebhookEndpoint } from 'shared-ui';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { dateTime, lastStatus } from '../utils/webhook-status';
import { WebhookDeliveries } from './webhook-deliveries';

function DeleteDialog({ companyId, endpoint, onClose }: { companyId: string; endpoint: WebhookEndpoint; onClose: () => void }) {
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

function EndpointItem({ companyId, endpoint }: { companyId: string; endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const test = useSendTestWebhook(companyId);
  const panel = useId();
  const status = lastStatus(endpoint);
  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        setOpen(true);
        toast({ title: 'Test event queued', description: 'It is sent within seconds; its deliveries below show how it went.', variant: 'success' });
      },
      onError: (e) => toastFailure('No test event sent', e, 'We could not queue the test event. Please try again.'),
    });
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }} aria-label={endpoint.url}>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 700 }}>{endpoint.url}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {endpoint.events.map((e) => (
          <Chip key={e} size="small" variant="outlined" label={e} />
        ))}
      </Stack>
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        Last delivery: <Chip size="small" color={status.tone} label={status.label} />
        {endpoint.lastAttemptAt && <> · {dateTime(endpoint.lastAttemptAt)}</>}
      </Typography>
      {endpoint.lastError && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mt: 0.5 }}>
          {endpoint.lastError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        <Button size="small" variant="outlined" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button size="small" variant="outlined" onClick={sendTest} disabled={test.isPending}>
          {test.isPending ? 'Sending…' : 'Send test event'}
        </Button>
        <Button size="small" color="error" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Stack>
      <Box id={panel} hidden={!open} sx={{ mt: 2 }}>
        {open && <WebhookDeliveries companyId={companyId} endpointId={endpoint.id} url={endpoint.url} />}
      </Box>
      {deleting && <DeleteDialog companyId={companyId} endpoint={endpoint} onClose={() => setDeleting(false)} />}
    </Box>
  );
}

export function WebhookList({ companyId }: { companyId: string }) {
  const webhooks = useWebhooks(companyId);
  return (
    <QueryState query={webhooks} errorMessage="We could not load the webhook endpoints.">
      {(endpoints) =>
        endpoints.length === 0 ? (
          <Typography variant="body2">No endpoints yet. Add one above to receive review events.</Typography>
        ) : (
          <Box component="ul" aria-label="Webhook endpoints" sx={{ m: 0, p: 0 }}>
            {endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} companyId={companyId} endpoint={endpoint} />
            ))}
          </Box>
        )
      }
    </QueryState>
  );
}
