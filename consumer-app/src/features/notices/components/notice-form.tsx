// The notice form (DSA Art. 16): anyone, signed in or not, tells us where the content is (from the
// link they followed), why it is illegal or against the guidelines, who they are, and that they
// believe the notice accurate and complete. Each field is checked as it is left and all on submit
// (focus to the first problem); the server's refusal shows above the button and nothing typed is
// lost; once sent, a confirmation takes the focus.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, REPORT_REASONS, SubmitButton, useAuth, useSubmitLock, type NoticeBody } from 'shared-ui';
import { useSendNotice } from '../api/send-notice';
import { charCount, EXPLANATION_MAX, NOTICE_FIELDS, type NoticeErrors, type NoticeType, type NoticeValues, validateNotice } from '../validate-notice';

const numberFormat = new Intl.NumberFormat('en-US');

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage || 'We could not send your notice. Please try again.';
  return 'We could not reach TrustReviews. Check your connection and try again.';
}

export function NoticeForm({ type, id }: { type: NoticeType; id: string }) {
  const { user } = useAuth();
  const [values, setValues] = useState<NoticeValues>({
    reason: '',
    ground: '',
    law: '',
    explanation: '',
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    goodFaith: false,
  });
  const [touched, setTouched] = useState<Partial<Record<keyof NoticeValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useSendNotice();
  const lock = useSubmitLock();
  const refs = useRef<Partial<Record<keyof NoticeValues, HTMLElement | null>>>({});
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  // Signing in while the form is open fills in what is still empty.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({ ...v, name: v.name || `${user.firstName} ${user.lastName}`.trim(), email: v.email || user.email }));
  }, [user]);

  useEffect(() => {
    if (send.isSuccess) confirmationRef.current?.focus();
  }, [send.isSuccess]);

  const errors: NoticeErrors = validateNotice(values);
  const shown = (field: keyof NoticeValues) => (submitted || touched[field] ? errors[field] : undefined);
  const set = <K extends keyof NoticeValues>(field: K, value: NoticeValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (send.isError) send.reset();
  };
  const leave = (field: keyof NoticeValues) => () => setTouched((t) => ({ ...t, [field]: true }));
  const ref = (field: keyof NoticeValues) => (el: HTMLElement | null) => {
    refs.current[field] = el;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lock.isHeld()) return;
    setSubmitted(true);
    const firstInvalid = NOTICE_FIELDS.find((f) => errors[f]);
    if (firstInvalid) {
      // A radio group or the checkbox is held by its container: its first input takes the focus.
      const el = refs.current[firstInvalid];
      (el?.matches('input, textarea') ? el : el?.querySelector('input'))?.focus();
      return;
    }
    const body: NoticeBody = {
      targetType: type,
      targetId: id,
      reason: values.reason as NoticeBody['reason'],
      ground: values.ground as NoticeBody['ground'],
      ...(values.ground === 'illegal' ? { law: values.law.trim() } : {}),
      explanation: values.explanation.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      goodFaith: true,
    };
    // The failure shows as send.error above the button.
    lock.run(() => send.mutateAsync(body).catch(() => undefined));
  };

  if (send.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon sx={{ fontSize: 48, color: 'success.main' }} aria-hidden />
        <Typography variant="h2" ref={confirmationRef} tabIndex={-1} sx={{ fontSize: '1.5rem', mt: 1, mb: 1, outline: 'none' }}>
          Notice sent
        </Typography>
        <Typography role="status" sx={{ mb: 1 }}>
          {send.data.message}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Your reference: <strong>{send.data.id}</strong>. We wrote to <strong>{send.variables.email}</strong>.
        </Typography>
      </Paper>
    );
  }

  const explanationLength = charCount(values.explanation.trim());
  const radioError = (field: 'reason' | 'ground') => shown(field) && <FormHelperText id={`${ids}-${field}-error`}>{shown(field)}</FormHelperText>;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${ids}-title`} aria-busy={lock.pending}>
        <Typography variant="h2" id={`${ids}-title`} sx={{ fontSize: '1.5rem', mb: 0.5 }}>
          Your notice
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          All fields are required.
        </Typography>
        <Stack spacing={3}>
          <FormControl error={Boolean(shown('reason'))} required>
            <FormLabel id={`${ids}-reason`}>What is wrong with it?</FormLabel>
            <RadioGroup
              name="reason"
              ref={ref('reason')}
              aria-labelledby={`${ids}-reason`}
              aria-describedby={shown('reason') ? `${ids}-reason-error` : undefined}
              value={values.reason}
              onChange={(e) => {
                set('reason', e.target.value);
                leave('reason')();
              }}
            >
              {REPORT_REASONS.map((r) => (
                <FormControlLabel key={r.value} value={r.value} control={<Radio />} label={r.label} />
              ))}
            </RadioGroup>
            {radioError('reason')}
          </FormControl>

          <FormControl error={Boolean(shown('ground'))} required>
            <FormLabel id={`${ids}-ground`}>Why should it be removed?</FormLabel>
            <RadioGroup
              name="ground"
              ref={ref('ground')}
              aria-labelledby={`${ids}-ground`}
              aria-describedby={shown('ground') ? `${ids}-ground-error` : undefined}
              value={values.ground}
              onChange={(e) => {
                set('ground', e.target.value);
                leave('ground')();
              }}
            >
              <FormControlLabel value="illegal" control={<Radio />} label="It is illegal (name the law below)" />
              <FormControlLabel value="incompatible" control={<Radio />} label="It is against the TrustReviews guidelines" />
            </RadioGroup>
            {radioError('ground')}
          </FormControl>

          {values.ground === 'illegal' && (
            <TextField
              label="Which law does it break?"
              name="law"
              value={values.law}
              onChange={(e) => set('law', e.target.value)}
              onBlur={leave('law')}
              error={Boolean(shown('law'))}
              helperText={shown('law') ?? 'For example: the GDPR, a national defamation law, consumer protection law.'}
              required
              fullWidth
              inputRef={ref('law')}
            />
          )}

          <TextField
            label="Explanation"
            name="explanation"
            value={values.explanation}
            onChange={(e) => set('explanation', e.target.value)}
            onBlur={leave('explanation')}
            error={Boolean(shown('explanation'))}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{shown('explanation') ?? 'Explain why the content is illegal or against the guidelines, as precisely as you can.'}</span>
                <Box component="span" sx={{ whiteSpace: 'nowrap', color: explanationLength > EXPLANATION_MAX ? 'error.main' : undefined }}>
                  {numberFormat.format(explanationLength)} / {numberFormat.format(EXPLANATION_MAX)}
                </Box>
              </Box>
            }
            required
            fullWidth
            multiline
            minRows={5}
            inputRef={ref('explanation')}
          />

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              onBlur={leave('name')}
              error={Boolean(shown('name'))}
              helperText={shown('name') ?? ' '}
              required
              fullWidth
              inputRef={ref('name')}
            />
            <TextField
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              onBlur={leave('email')}
              error={Boolean(shown('email'))}
              helperText={shown('email') ?? 'We send the receipt and the decision here.'}
              required
              fullWidth
              inputRef={ref('email')}
            />
          </Stack>

          <FormControl error={Boolean(shown('goodFaith'))} required ref={ref('goodFaith')}>
            <FormControlLabel
              control={
                <Checkbox
                  name="goodFaith"
                  checked={values.goodFaith}
                  onChange={(e) => {
                    set('goodFaith', e.target.checked);
                    leave('goodFaith')();
                  }}
                  slotProps={{ input: { 'aria-describedby': shown('goodFaith') ? `${ids}-goodFaith-error` : undefined } }}
                />
              }
              label="I believe in good faith that the information and claims in this notice are accurate and complete."
            />
            {shown('goodFaith') && <FormHelperText id={`${ids}-goodFaith-error`}>{shown('goodFaith')}</FormHelperText>}
          </FormControl>

          {send.isError && (
            <Alert severity="error" role="alert">
              {failureMessage(send.error)}
            </Alert>
          )}
          <Box>
            <SubmitButton pending={lock.pending} pendingLabel="Sending…" sx={{ width: { xs: '100%', sm: 'auto' } }}>
              Send notice
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
