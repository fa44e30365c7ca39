// The Trusted flaggers tab (admins only): the organisations whose notices come first in the queue
// (DSA Art. 22), known by the email domains or addresses they send from. Marking one and ending
// its status are both written to the audit log by the API.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, SubmitButton, useSubmitLock } from 'shared-ui';
import { useAddTrustedFlagger, useRemoveTrustedFlagger, useTrustedFlaggers } from '../api/trusted-flaggers';

/** "a.example, b.example" or one a line: trimmed, lower-cased, empty entries left out. */
const listOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.userMessage || fallback : 'We could not reach TrustReviews. Check your connection and try again.');

export function TrustedFlaggers() {
  const flaggers = useTrustedFlaggers();
  const add = useAddTrustedFlagger();
  const remove = useRemoveTrustedFlagger();
  const lock = useSubmitLock();
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<{ name?: string; sendsFrom?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const domainsRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lock.isHeld()) return;
    const found = {
      name: name.trim() ? undefined : 'Please enter the organisation’s name.',
      sendsFrom: listOf(domains).length + listOf(emails).length > 0 ? undefined : 'Please give at least one email domain or address it sends from.',
    };
    setErrors(found);
    setDone(null);
    if (found.name) return nameRef.current?.focus();
    if (found.sendsFrom) return domainsRef.current?.focus();
    lock.run(() =>
      add
        .mutateAsync({ name: name.trim(), domains: listOf(domains), emails: listOf(emails) })
        .then((f) => {
          setDone(`${f.name} is now a trusted flagger.`);
          setName('');
          setDomains('');
          setEmails('');
        })
        .catch(() => undefined),
    );
  };

  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>
        Notices from a trusted flagger come first in the queue and are decided with priority. A notice counts as a trusted flagger’s when its sender is signed in
        with a confirmed address at one of these domains or addresses.
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="trusted-flagger-form-title">
          <Typography variant="h2" id="trusted-flagger-form-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Mark a trusted flagger
          </Typography>
          <Stack spacing={2}>
            <TextField
              label="Organisation"
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? ' '}
              required
              fullWidth
              inputRef={nameRef}
            />
            <TextField
              label="Email domains"
              name="domains"
              value={domains}
              onChange={(e) => setDomains(e.target.value)}
              error={Boolean(errors.sendsFrom)}
              helperText={errors.sendsFrom ?? 'Any address at these domains, separated by commas: consumers.example'}
              fullWidth
              inputRef={domainsRef}
            />
            <TextField
              label="Email addresses"
              name="emails"
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
              helperText="Single addresses, separated by commas"
              fullWidth
            />
            {add.isError && (
              <Alert severity="error" role="alert">
                {messageOf(add.error, 'We could not mark the trusted flagger. Please try again.')}
              </Alert>
            )}
            {done && (
              <Alert severity="success" role="status">
                {done}
              </Alert>
            )}
            <Box>
              <SubmitButton pending={lock.pending} pendingLabel="Saving…">
                Mark as trusted flagger
              </SubmitButton>
            </Box>
          </Stack>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="trusted-flaggers-list-title">
        <Typography variant="h2" id="trusted-flaggers-list-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Trusted flaggers
        </Typography>
        {flaggers.isError && <Alert severity="error">We could not load the trusted flaggers. Please reload the page.</Alert>}
        {remove.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {messageOf(remove.error, 'We could not end the status. Please try again.')}
          </Alert>
        )}
        {flaggers.data && flaggers.data.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No trusted flaggers yet.</Typography>}
        {flaggers.data && flaggers.data.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {flaggers.data.map((f) => (
              <Paper component="li" variant="outlined" key={f.id} sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{f.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Sends from: {[...f.domains.map((d) => `@${d}`), ...f.emails].join(', ')}
                  </Typography>
                </Box>
                <Button size="small" variant="outlined" color="error" disabled={remove.isPending} onClick={() => remove.mutate(f.id)} aria-label={`End status of ${f.name}`}>
                  End status
                </Button>
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
