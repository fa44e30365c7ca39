// Rolling an endpoint's signing secret, after choosing what becomes of the current one: it signs
// beside the new one for a day (the receiver switches without refusing deliveries), or stops at
// once (it leaked).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { type CreatedWebhook, toastFailure, useSubmitLock, type WebhookEndpoint } from 'shared-ui';
import { useRollWebhookSecret } from '../api/roll-webhook-secret';

/** Hours the current secret keeps signing when the owner lets it (the most the API allows). */
const OVERLAP_HOURS = 24;

/** `onRolled` runs in the same update as `onClose`, with the answer that carries the new secret. */
export function RollSecretDialog({ companyId, endpoint, onClose, onRolled }: { companyId: string; endpoint: WebhookEndpoint; onClose: () => void; onRolled: (rolled: CreatedWebhook) => void }) {
  const roll = useRollWebhookSecret(companyId);
  // One roll at a time: a second would replace the secret the first answered, unseen.
  const lock = useSubmitLock();
  const [overlap, setOverlap] = useState<'day' | 'none'>('day');
  const title = useId();
  const choice = useId();
  // Not while the new secret is on its way: the answer carries it this once, and a closed dialog
  // would drop it (the secret changed, unseen).
  const close = () => !lock.pending && onClose();
  const submit = () =>
    lock.run(() =>
      roll.mutateAsync({ endpointId: endpoint.id, previousSecretHours: overlap === 'day' ? OVERLAP_HOURS : 0 }).then(
        (rolled) => {
          onClose();
          onRolled(rolled);
        },
        (e: unknown) => void toastFailure('The secret was not changed', e, 'We could not make a new secret. Please try again.'),
      ),
    );
  return (
    <Dialog open onClose={close} aria-labelledby={title} fullWidth maxWidth="sm">
      <DialogTitle id={title}>Roll the signing secret?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere', mb: 2 }}>
          {endpoint.url} gets a new signing secret, shown once. Deliveries are signed with it from now on.
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>
          While both secrets sign, each delivery carries two v1 signatures. Your receiver must accept a delivery when any of them matches, as the
          verification code on this page does.
        </DialogContentText>
        <FormControl>
          <FormLabel id={choice}>The current secret</FormLabel>
          <RadioGroup aria-labelledby={choice} value={overlap} onChange={(e) => setOverlap(e.target.value as 'day' | 'none')} sx={{ gap: 1, mt: 0.5 }}>
            <FormControlLabel value="day" control={<Radio />} label={`Keeps signing beside the new one for ${OVERLAP_HOURS} hours, while you update your receiver`} />
            <FormControlLabel value="none" control={<Radio />} label="Stops now, because it leaked (deliveries fail until your receiver has the new one)" />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          {lock.pending ? 'Rolling…' : 'Roll secret'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
