// The company's moderation decisions (DSA Art. 20): what moderators decided about its reviews and
// its replies in the last six months, and a complaint about any of them, free, decided by a
// moderator other than the one who decided; the outcome comes by email. The server's refusal shows
// beside the form and keeps what was typed; a filed complaint is announced by a toast.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, formatDate, QueryState, SubmitButton, toast, useSubmitLock, type CompanyDecision } from 'shared-ui';
import { useComplain, useModerationDecisions } from '../api/moderation-decisions';

const ACTION_WORDS: Record<string, string> = {
  hide_review: 'Review hidden',
  restore_review: 'Review published again',
  dismiss_reports: 'Reports dismissed: the review stays published',
  hide_reply: 'Your reply hidden',
  restore_reply: 'Your reply published again',
};

const STATUS_WORDS: Record<CompanyDecision['complaint'], string | null> = {
  none: null,
  open: 'You complained; a moderator other than the one who decided will answer by email.',
  upheld: 'You complained; the decision was kept.',
  overturned: 'You complained; the decision was overturned.',
  withdrawn: 'Your complaint was withdrawn: the review was deleted.',
};

const MIN = 10;
const MAX = 2000;

function ComplaintForm({ companyId, decision, onDone }: { companyId: string; decision: CompanyDecision; onDone: () => void }) {
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complain = useComplain(companyId);
  const lock = useSubmitLock();
  const ref = useRef<HTMLInputElement>(null);
  const length = [...statement.trim()].length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (length < MIN || length > MAX) {
      setError(`Please explain why the decision should change (${MIN} to ${MAX.toLocaleString('en')} characters).`);
      ref.current?.focus();
      return;
    }
    setError(null);
    lock.run(() =>
      complain
        .mutateAsync({ decisionId: decision.id, statement: statement.trim() })
        .then(() => {
          toast({ title: 'Complaint sent', description: 'A different moderator will decide; we will email you the outcome.', variant: 'success' });
          onDone();
        })
        .catch(() => undefined),
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
      <Stack spacing={1.5}>
        <TextField
          inputRef={ref}
          autoFocus
          label="Why should the decision change?"
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          multiline
          minRows={3}
          required
          error={Boolean(error)}
          helperText={error ?? `${length.toLocaleString('en')} of ${MAX.toLocaleString('en')} characters, at least ${MIN}`}
        />
        {complain.isError && (
          <Alert severity="error" role="alert">
            {complain.error instanceof ApiError ? complain.error.userMessage : 'We could not reach TrustReviews. Check your connection and try again.'}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <SubmitButton pending={lock.pending} pendingLabel="Sending…">
            Send complaint
          </SubmitButton>
          <Button onClick={onDone}>Cancel</Button>
        </Box>
      </Stack>
    </Box>
  );
}

function DecisionItem({ companyId, d }: { companyId: string; d: CompanyDecision }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const status = STATUS_WORDS[d.complaint];
  const close = () => {
    setOpen(false);
    // The button comes back where the form was: the focus goes to it, never to the page's top.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <Box component="li" aria-labelledby={`${id}-title`} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {ACTION_WORDS[d.action] ?? 'Decision'}: “{d.reviewTitle}”
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatDate(d.decidedAt)}. {d.facts}
      </Typography>
      {status && <Typography variant="body2" sx={{ mt: 0.5 }}>{status}</Typography>}
      {d.complaint !== 'open' &&
        (d.windowOpen ? (
          open ? (
            <ComplaintForm companyId={companyId} decision={d} onDone={close} />
          ) : (
            <Button ref={buttonRef} size="small" sx={{ mt: 0.5 }} onClick={() => setOpen(true)} aria-describedby={`${id}-title`}>
              Complain about this decision
            </Button>
          )
        ) : (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Complaints closed on {formatDate(d.windowClosesAt)}.
          </Typography>
        ))}
    </Box>
  );
}

export function ModerationDecisionsCard({ companyId }: { companyId: string }) {
  const decisions = useModerationDecisions(companyId);
  return (
    <Card variant="outlined" component="section" aria-labelledby="decisions-heading">
      <CardContent>
        <Typography id="decisions-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Moderation decisions
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          What our moderators decided about your reviews and replies in the last six months. You can complain about any decision for six months, free; a
          different moderator decides, and we email you the outcome with the reasons and where else you can turn.
        </Typography>
        <QueryState query={decisions} loadingLabel="Loading decisions…" errorMessage="We could not load the moderation decisions.">
          {(list) =>
            list.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>No moderation decisions in the last six months.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {list.map((d) => (
                  <DecisionItem key={d.id} companyId={companyId} d={d} />
                ))}
              </Box>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
