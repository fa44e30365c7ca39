// The profile's "Your reports": what moderators decided on the person's reports in the last six
// months, and a complaint about any decision (DSA Art. 20), free, decided by a different moderator.
// Nothing shows for someone with no decided report. A filed complaint is announced by a toast and
// the item then says so; a refusal shows beside the form and keeps what was typed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, SubmitButton, toast, useSubmitLock, type NoticeComplaint } from 'shared-ui';
import { useComplainAboutReport, useMyReports } from '../api/my-reports';
import { dayOf, decisionWords } from '../decision-words';
import { STATEMENT_MAX, STATEMENT_MIN } from './notice-complaint-panel';

const STATUS: Record<NoticeComplaint['complaint'], string | null> = {
  none: null,
  open: 'You complained; a different moderator will decide, and we will email you the outcome.',
  upheld: 'You complained; the decision was kept.',
  overturned: 'You complained; the decision was overturned.',
  withdrawn: 'Your complaint was withdrawn: the review was deleted.',
};

function Form({ report, onDone }: { report: NoticeComplaint; onDone: () => void }) {
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complain = useComplainAboutReport();
  const lock = useSubmitLock();
  const ref = useRef<HTMLInputElement>(null);
  const length = [...statement.trim()].length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (length < STATEMENT_MIN || length > STATEMENT_MAX) {
      setError(`Please explain why the decision should change (${STATEMENT_MIN} to ${STATEMENT_MAX.toLocaleString('en')} characters).`);
      ref.current?.focus();
      return;
    }
    setError(null);
    lock.run(() =>
      complain
        .mutateAsync({ noticeId: report.noticeId, statement: statement.trim() })
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
          helperText={error ?? `${length.toLocaleString('en')} of ${STATEMENT_MAX.toLocaleString('en')} characters, at least ${STATEMENT_MIN}`}
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

function ReportItem({ report }: { report: NoticeComplaint }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const status = STATUS[report.complaint];
  const close = () => {
    setOpen(false);
    // The status line or the button takes the place of the form: the focus goes there, never to the page's top.
    requestAnimationFrame(() => (buttonRef.current ?? document.getElementById(`${id}-status`))?.focus());
  };
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2, listStyle: 'none' }}>
      <Typography id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {report.about}
        {report.companyName ? ` of ${report.companyName}` : ''}: {decisionWords(report.decision.action)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {dayOf(report.decision.application_date)}. {report.decision.decision_facts}
      </Typography>
      {status && (
        <Typography id={`${id}-status`} tabIndex={-1} variant="body2" sx={{ mt: 0.5 }}>
          {status}
        </Typography>
      )}
      {report.complaint !== 'open' &&
        (report.windowOpen ? (
          open ? (
            <Form report={report} onDone={close} />
          ) : (
            <Button ref={buttonRef} size="small" sx={{ mt: 0.5 }} onClick={() => setOpen(true)} aria-describedby={`${id}-title`}>
              Complain about this decision
            </Button>
          )
        ) : (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Complaints closed on {dayOf(report.windowClosesAt)}.
          </Typography>
        ))}
    </Paper>
  );
}

export function MyReportsSection() {
  const reports = useMyReports();
  if (!reports.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="my-reports-heading" sx={{ mt: 5 }}>
      <Typography id="my-reports-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Your reports
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        What our moderators decided on the content you reported. If you disagree, you can complain, free, for six months after the decision.
      </Typography>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
        {reports.data.map((r) => (
          <ReportItem key={r.noticeId} report={r} />
        ))}
      </Stack>
    </Box>
  );
}
