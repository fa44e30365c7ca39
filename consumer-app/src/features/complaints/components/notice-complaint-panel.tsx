// The notifier's complaint about the decision on their notice (DSA Art. 20), reached by the link in
// the decision's email: what was decided and why, until when a complaint is open, and the form.
// The refusal of the server shows above the button and keeps what was typed; once filed, the
// confirmation takes the focus.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, SubmitButton, useSubmitLock, type NoticeComplaint } from 'shared-ui';
import { TextLink } from '../../content';
import { useFileNoticeComplaint, useNoticeComplaint } from '../api/notice-complaint';
import { dayOf, decisionWords } from '../decision-words';

export const STATEMENT_MIN = 10;
export const STATEMENT_MAX = 2000;

function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage || fallback;
  return 'We could not reach TrustReviews. Check your connection and try again.';
}

function Decision({ c }: { c: NoticeComplaint }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="decision-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="decision-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        The decision on your notice
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {c.about}
        {c.companyName ? ` of ${c.companyName}` : ''} (reference {c.noticeId}).
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' } }}>
        <dt>Decision</dt>
        <dd>{decisionWords(c.decision.action)}</dd>
        <dt>Facts and circumstances</dt>
        <dd>{c.decision.decision_facts}</dd>
        <dt>Decided</dt>
        <dd>{dayOf(c.decision.application_date)}, by a moderator (not by automated means)</dd>
      </Box>
    </Paper>
  );
}

function ComplaintForm({ token }: { token: string }) {
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useFileNoticeComplaint(token);
  const lock = useSubmitLock();
  const ref = useRef<HTMLInputElement>(null);
  const ids = useId();
  const length = [...statement.trim()].length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (length < STATEMENT_MIN || length > STATEMENT_MAX) {
      setError(`Please explain why the decision should change (${STATEMENT_MIN} to ${STATEMENT_MAX.toLocaleString('en')} characters).`);
      ref.current?.focus();
      return;
    }
    setError(null);
    lock.run(() => file.mutateAsync(statement.trim()).catch(() => undefined));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <Typography id={`${ids}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Complain about this decision
      </Typography>
      <Typography sx={{ mb: 2 }}>It is free. A moderator other than the one who decided looks at it, and we email you the outcome with our reasons.</Typography>
      <Stack spacing={2}>
        <TextField
          inputRef={ref}
          label="Why should the decision change?"
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          multiline
          minRows={5}
          required
          error={Boolean(error)}
          helperText={error ?? `${length.toLocaleString('en')} of ${STATEMENT_MAX.toLocaleString('en')} characters, at least ${STATEMENT_MIN}`}
          slotProps={{ htmlInput: { maxLength: STATEMENT_MAX + 100 } }}
        />
        {file.isError && (
          <Alert severity="error" role="alert">
            {failureMessage(file.error, 'We could not send your complaint. Please try again.')}
          </Alert>
        )}
        <Box>
          <SubmitButton pending={lock.pending} pendingLabel="Sending…" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Send complaint
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}

export function NoticeComplaintPanel({ token }: { token: string }) {
  const complaint = useNoticeComplaint(token);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const status = complaint.data?.complaint;
  const [filedHere, setFiledHere] = useState(false);
  const before = useRef(status);
  useEffect(() => {
    if (before.current === 'none' && status === 'open') {
      setFiledHere(true);
      doneRef.current?.focus();
    }
    before.current = status;
  }, [status]);

  if (complaint.isPending) return <Typography role="status">Loading the decision…</Typography>;
  if (complaint.isError) {
    return (
      <Alert severity="error" role="alert">
        {failureMessage(complaint.error, 'We could not open this link. Please try again.')}
      </Alert>
    );
  }
  const c = complaint.data;
  return (
    <Stack spacing={3}>
      <Decision c={c} />
      {c.complaint === 'open' ? (
        <Alert severity="success" role="status">
          <Typography ref={doneRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {filedHere ? 'Thank you: we received your complaint' : 'Your complaint is with a moderator'}
          </Typography>
          A moderator other than the one who decided will look at it, and we will email you the outcome with our reasons.
        </Alert>
      ) : c.windowOpen ? (
        <>
          {c.complaint !== 'none' && (
            <Alert severity="info">
              Your earlier complaint about this decision was {c.complaint === 'overturned' ? 'successful' : c.complaint === 'upheld' ? 'not successful' : 'withdrawn'}.
            </Alert>
          )}
          <Typography>You can complain until {dayOf(c.windowClosesAt)}.</Typography>
          <ComplaintForm token={token} />
        </>
      ) : (
        <Alert severity="info">Complaints about this decision closed on {dayOf(c.windowClosesAt)}, six months after it was made.</Alert>
      )}
      <Typography>
        You may also turn to an out-of-court dispute settlement body, or to the courts: see <TextLink to="/terms#dispute-settlement">our terms</TextLink>.
      </Typography>
    </Stack>
  );
}
