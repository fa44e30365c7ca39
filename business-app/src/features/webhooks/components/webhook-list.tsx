// The company's endpoints: each with its events and last status, its deliveries on request, a
// test event (or, once it was turned off after failing, turning it back on), a new signing
// secret, and deletion after a confirmation. Each button's name ends with its endpoint's URL, as the list repeats them per
// endpoint; it starts with the button's text, which speech input users say to press it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type CreatedWebhook, QueryState, toast, toastFailure, type WebhookEndpoint } from 'shared-ui';
import { useEnableWebhook } from '../api/enable-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { dateTime, lastStatus } from '../utils/webhook-status';
import { DeleteDialog } from './delete-dialog';
import { RollSecretDialog } from './roll-secret-dialog';
import { DroppedEvents, WebhookDeliveries } from './webhook-deliveries';

/**
 * Send test event, or Turn back on while the endpoint is off: one button, so the focus stays on it
 * when it turns from one into the other. Not `disabled` while a request is under way (a disabled
 * button loses the focus): a second press is ignored instead.
 */
function TestOrEnableButton({ companyId, endpoint, onTestQueued }: { companyId: string; endpoint: WebhookEndpoint; onTestQueued: () => void }) {
  const test = useSendTestWebhook(companyId);
  const enable = useEnableWebhook(companyId);
  const pending = test.isPending || enable.isPending;
  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        onTestQueued();
        toast({ title: 'Test event queued', description: 'It is sent within seconds; its deliveries below show how it went.', variant: 'success' });
      },
      onError: (e) => toastFailure('No test event sent', e, 'We could not queue the test event. Please try again.'),
    });
  const turnOn = () =>
    enable.mutate(endpoint.id, {
      onSuccess: () =>
        toast({ title: 'Endpoint turned back on', description: 'The events held for it that are less than a day old are sent now, and new ones as they happen.', variant: 'success' }),
      onError: (e) => toastFailure('The endpoint is still off', e, 'We could not turn the endpoint back on. Please try again.'),
    });
  const off = Boolean(endpoint.disabledAt);
  const label = off ? (enable.isPending ? 'Turning on…' : 'Turn back on') : test.isPending ? 'Sending…' : 'Send test event';
  const target = off ? endpoint.url : `to ${endpoint.url}`;
  return (
    <Button size="small" variant={off ? 'contained' : 'outlined'} aria-label={`${label} ${target}`} onClick={() => !pending && (off ? turnOn() : sendTest())}>
      {label}
    </Button>
  );
}

interface ItemEvents {
  onDeleted: () => void;
  onRolled: (rolled: CreatedWebhook) => void;
}

function EndpointItem({ companyId, endpoint, onDeleted, onRolled }: { companyId: string; endpoint: WebhookEndpoint } & ItemEvents) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rolling, setRolling] = useState(false);
  const panel = useId();
  const status = lastStatus(endpoint);
  const deliveriesLabel = open ? 'Hide deliveries' : 'Show deliveries';
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }} aria-label={endpoint.url}>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 700 }}>{endpoint.url}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {endpoint.events.map((e) => (
          <Chip key={e} size="small" variant="outlined" label={e} />
        ))}
      </Stack>
      {endpoint.disabledAt && (
        <Typography variant="body2" sx={{ mt: 1, color: 'error.main', fontWeight: 700 }}>
          Turned off on {dateTime(endpoint.disabledAt)}, after 5 deliveries in a row failed. Nothing is sent to it until you turn it back on, but its events
          still wait for it: when you do, those less than a day old are sent; older ones are not.
        </Typography>
      )}
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        Last delivery: <Chip size="small" color={status.tone} label={status.label} />
        {endpoint.lastAttemptAt && <> · {dateTime(endpoint.lastAttemptAt)}</>}
      </Typography>
      {endpoint.previousSecretExpiresAt && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          The previous signing secret also signs each delivery until {dateTime(endpoint.previousSecretExpiresAt)}.
        </Typography>
      )}
      {endpoint.lastError && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mt: 0.5 }}>
          {endpoint.lastError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        <Button size="small" variant="outlined" aria-label={`${deliveriesLabel} to ${endpoint.url}`} aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
          {deliveriesLabel}
        </Button>
        <TestOrEnableButton companyId={companyId} endpoint={endpoint} onTestQueued={() => setOpen(true)} />
        <Button size="small" aria-label={`Roll secret of ${endpoint.url}`} onClick={() => setRolling(true)}>
          Roll secret
        </Button>
        <Button size="small" color="error" aria-label={`Delete ${endpoint.url}`} onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Stack>
      <Box id={panel} hidden={!open} sx={{ mt: 2 }}>
        {open && (
          <>
            <DroppedEvents endpoint={endpoint} />
            <WebhookDeliveries companyId={companyId} endpointId={endpoint.id} url={endpoint.url} />
          </>
        )}
      </Box>
      {rolling && <RollSecretDialog companyId={companyId} endpoint={endpoint} onClose={() => setRolling(false)} onRolled={onRolled} />}
      {deleting && <DeleteDialog companyId={companyId} endpoint={endpoint} onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </Box>
  );
}

/** `onDeleted`: an endpoint was deleted, its item (and the focused button in it) is going. `onRolled`: its secret was rolled, the answer holds the new one. */
export function WebhookList({ companyId, onDeleted, onRolled }: { companyId: string } & ItemEvents) {
  const webhooks = useWebhooks(companyId);
  return (
    <QueryState query={webhooks} errorMessage="We could not load the webhook endpoints.">
      {(endpoints) =>
        endpoints.length === 0 ? (
          <Typography variant="body2">No endpoints yet. Add one above to receive review events.</Typography>
        ) : (
          <Box component="ul" aria-label="Webhook endpoints" sx={{ m: 0, p: 0 }}>
            {endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} companyId={companyId} endpoint={endpoint} onDeleted={onDeleted} onRolled={onRolled} />
            ))}
          </Box>
        )
      }
    </QueryState>
  );
}
