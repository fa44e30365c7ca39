import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormAlert, toast, toastFailure, useSubmitLock } from 'shared-ui';

const FACTS_MIN = 10;
const FACTS_MAX = 2000;

interface Props {
  title: string;
  intro: ReactNode;
  confirmLabel: string;
  /**
   * Extra fields above the facts (e.g. the reason), and whether they are complete. Given as a
   * function, the fields mark their own errors once `showErrors` (a confirm was tried); given as
   * nodes, an incomplete decision is said in one sentence above them.
   */
  fields?: ReactNode | ((showErrors: boolean) => ReactNode);
  ready?: boolean;
  onConfirm: (facts: string) => Promise<unknown>;
  onClose: () => void;
  done: string;
}

/** Every decision states its facts and circumstances: they are published with it and the author reads them. */
export function DecisionDialog({ title, intro, confirmLabel, fields, ready = true, onConfirm, onClose, done }: Props) {
  const id = useId();
  const [facts, setFacts] = useState('');
  const [failure, setFailure] = useState<string>();
  // One decision per confirm: a second click in the same tick would send it again (a 409 over a saved decision).
  const lock = useSubmitLock();
  const pending = lock.pending;
  // Each refused confirm: the fields show their errors and the first of them takes the focus.
  const [refused, setRefused] = useState(0);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused > 0) content.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])')?.focus();
  }, [refused]);
  // The tab panel the dialog was opened from: the decided item leaves the list, and with it the
  // button focus would go back to, so focus goes to the panel instead of the page's start.
  const [panel] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('[role="tabpanel"]') : null));
  const length = facts.trim().length;
  const factsInvalid = length < FACTS_MIN || length > FACTS_MAX;
  const showErrors = refused > 0;
  const marksOwnErrors = typeof fields === 'function';
  const confirm = () => {
    if (!ready || factsInvalid) {
      setFailure(!ready && !marksOwnErrors ? 'Please complete the decision first.' : undefined);
      setRefused((n) => n + 1);
      return;
    }
    setFailure(undefined);
    lock.run(async () => {
      try {
        await onConfirm(facts.trim());
        toast({ title: done, variant: 'success' });
        onClose();
        requestAnimationFrame(() => panel?.focus());
      } catch (e) {
        // The API's sentence, in a red toast and above the fields, where it stays while the moderator corrects them.
        setFailure(toastFailure('The decision was not saved', e, 'The decision could not be saved. Please try again.'));
      }
    });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent ref={content}>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        <FormAlert>{failure}</FormAlert>
        {typeof fields === 'function' ? fields(showErrors) : fields}
        <TextField
          label="Facts and circumstances"
          value={facts}
          onChange={(e) => setFacts(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: FACTS_MAX } }}
          error={showErrors && factsInvalid}
          helperText={
            showErrors && factsInvalid
              ? `Please state the facts and circumstances in ${FACTS_MIN} to ${FACTS_MAX.toLocaleString('en')} characters.`
              : `Shown to the people concerned and kept in the audit log. ${length} / ${FACTS_MAX.toLocaleString('en')}`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={confirm} disabled={pending}>
          {pending ? 'Saving…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
