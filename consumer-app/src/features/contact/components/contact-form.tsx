// The contact form: checks each field as it is left and everything on submit, sends to
// POST /api/contact, then shows the server's confirmation (or its error message).
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, SubmitButton, useAuth, useSubmitLock, type ContactBody } from 'shared-ui';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_TOPICS, isContactTopic } from '../contact-topics';
import { charCount, MESSAGE_MAX, type ContactErrors, type ContactValues, validateContact } from '../validate-contact';

const FIELDS: (keyof ContactValues)[] = ['name', 'email', 'topic', 'message'];
const numberFormat = new Intl.NumberFormat('en-US');

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.userMessage || 'We could not send your message. Please try again.';
  }
  return 'We could not reach TrustReviews. Check your connection and try again.';
}

export function ContactForm({ initialTopic }: { initialTopic?: string | null }) {
  const { user } = useAuth();
  const blank: ContactValues = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    topic: isContactTopic(initialTopic) ? initialTopic : '',
    message: '',
  };
  const [values, setValues] = useState<ContactValues>(blank);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useSendContactMessage();
  const lock = useSubmitLock();
  const refs = useRef<Partial<Record<keyof ContactValues, HTMLElement | null>>>({});
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  // Signing in while the form is open fills in what is still empty.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.firstName} ${user.lastName}`.trim(),
      email: v.email || user.email,
    }));
  }, [user]);

  useEffect(() => {
    if (send.isSuccess) confirmationRef.current?.focus();
  }, [send.isSuccess]);

  const errors: ContactErrors = validateContact(values);
  const shown = (field: keyof ContactValues) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: keyof ContactValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (send.isError) send.reset();
  };
  const leave = (field: keyof ContactValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lock.isHeld()) return;
    setSubmitted(true);
    const firstInvalid = FIELDS.find((f) => errors[f]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    const body: ContactBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      topic: values.topic as ContactBody['topic'],
      message: values.message.trim(),
    };
    // The failure shows as send.error below the fields.
    lock.run(() => send.mutateAsync(body).catch(() => undefined));
  };

  const startOver = () => {
    send.reset();
    setValues({ ...blank, topic: values.topic });
    setTouched({});
    setSubmitted(false);
  };

  if (send.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon sx={{ fontSize: 48, color: 'success.main' }} aria-hidden />
        <Typography variant="h2" ref={confirmationRef} tabIndex={-1} sx={{ fontSize: '1.5rem', mt: 1, mb: 1, outline: 'none' }}>
          Message sent
        </Typography>
        <Typography role="status" sx={{ mb: 1 }}>
          {send.data.message}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          We will answer at <strong>{send.variables.email}</strong>.
        </Typography>
        <Button variant="outlined" onClick={startOver}>
          Send another message
        </Button>
      </Paper>
    );
  }

  const messageLength = charCount(values.message.trim());
  const sending = lock.pending;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-title" aria-busy={sending}>
        <Typography variant="h2" id="contact-form-title" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
          Send us a message
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          All fields are required.
        </Typography>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={change('name')}
              onBlur={leave('name')}
              error={Boolean(shown('name'))}
              helperText={shown('name') ?? ' '}
              required
              fullWidth
              inputRef={(el: HTMLInputElement | null) => {
                refs.current.name = el;
              }}
            />
            <TextField
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={change('email')}
              onBlur={leave('email')}
              error={Boolean(shown('email'))}
              helperText={shown('email') ?? 'We only use it to answer you.'}
              required
              fullWidth
              inputRef={(el: HTMLInputElement | null) => {
                refs.current.email = el;
              }}
            />
          </Stack>
          <TextField
            select
            label="Topic"
            name="topic"
            value={values.topic}
            onChange={change('topic')}
            onBlur={leave('topic')}
            error={Boolean(shown('topic'))}
            helperText={shown('topic') ?? ' '}
            required
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            inputRef={(el: HTMLSelectElement | null) => {
              refs.current.topic = el;
            }}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {CONTACT_TOPICS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="Message"
            name="message"
            value={values.message}
            onChange={change('message')}
            onBlur={leave('message')}
            error={Boolean(shown('message'))}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{shown('message') ?? 'Include links to the review or company page if your message is about one.'}</span>
                <Box component="span" sx={{ whiteSpace: 'nowrap', color: messageLength > MESSAGE_MAX ? 'error.main' : undefined }}>
                  {numberFormat.format(messageLength)} / {numberFormat.format(MESSAGE_MAX)}
                </Box>
              </Box>
            }
            required
            fullWidth
            multiline
            minRows={6}
            inputRef={(el: HTMLTextAreaElement | null) => {
              refs.current.message = el;
            }}
          />
          {send.isError && (
            <Alert severity="error" role="alert">
              {failureMessage(send.error)}
            </Alert>
          )}
          <Box>
            <SubmitButton pending={sending} pendingLabel="Sending…" sx={{ width: { xs: '100%', sm: 'auto' } }}>
              Send message
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
