import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { answer, api, errorMessage, errorStatus, FormsAfterHydration, SubmitButton, useSubmitLock } from 'shared-ui';

const FAILED = 'We could not subscribe you just now. Please try again in a moment.';

/**
 * The footer's newsletter box: a required email field that asks the API to mail a confirmation
 * link (double opt-in). The browser's own constraint validation refuses an invalid address first,
 * and its reason is shown beside the field, as is the API's. While the request runs the field is
 * read-only and the button says so; the outcome is announced in a status line, and on a failure
 * the typed address stays for another try.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Only a submit attempt reports a problem (not a mere validity check of the empty field).
  const attempted = useRef(false);
  const subscribe = useMutation({
    mutationFn: (address: string) => answer(api.POST('/api/newsletter/subscriptions', { body: { email: address } })),
  });

  // Held from the submit event itself, so two clicks in one tick send one request.
  const lock = useSubmitLock();

  function submit(event: FormEvent) {
    event.preventDefault();
    attempted.current = false;
    lock.run(() => {
      setFieldError('');
      setOutcome(null);
      return subscribe.mutateAsync(email).then(
        (done) => {
          setEmail('');
          setOutcome({ ok: true, text: done.message });
        },
        (error: unknown) => {
          // The address itself was refused: said beside the field, which keeps it for correcting.
          if (errorStatus(error) === 400) {
            setFieldError(errorMessage(error, 'Enter a valid email address.'));
            input.current?.focus();
          } else {
            setOutcome({ ok: false, text: errorMessage(error, FAILED) });
          }
        },
      );
    });
  }

  return (
    <Box component="form" onSubmit={submit} aria-labelledby={`${inputId}-heading`}>
      <Typography id={`${inputId}-heading`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Stay in the loop
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mb: 1.5 }}>
        Monthly highlights: the companies people are talking about and tips for writing reviews that help. We email you a link to confirm, and
        every newsletter email has a link to unsubscribe.
      </Typography>
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, mb: 0.5 }}>
        Email address
      </Box>
      {/* Taken over by the app before it takes input (a server-rendered page). */}
      <FormsAfterHydration>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <OutlinedInput
            id={inputId}
            inputRef={input}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            value={email}
            // Locked while the request runs, yet still focusable and read out.
            readOnly={lock.pending}
            onChange={(e) => {
              setEmail(e.target.value);
              if (fieldError) setFieldError('');
            }}
            onInvalid={(e) => {
              if (!attempted.current) return;
              // Show the browser's reason beside the field instead of its tooltip.
              e.preventDefault();
              setOutcome(null);
              setFieldError((e.target as HTMLInputElement).validationMessage || 'Enter a valid email address.');
              (e.target as HTMLInputElement).focus();
            }}
            error={Boolean(fieldError)}
            inputProps={{ 'aria-describedby': fieldError ? errorId : undefined, 'aria-invalid': Boolean(fieldError) }}
            size="small"
            sx={{ flex: '1 1 220px', bgcolor: 'background.paper', color: 'text.primary' }}
          />
          <SubmitButton
            pending={lock.pending}
            pendingLabel="Subscribing…"
            onClick={() => (attempted.current = true)}
            size="medium"
            disableElevation
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, '&.Mui-disabled': { bgcolor: 'background.paper', color: 'text.primary' } }}
          >
            Subscribe
          </SubmitButton>
        </Box>
      </FormsAfterHydration>
      {fieldError && (
        <Typography id={errorId} role="alert" variant="body2" sx={{ mt: 0.75, fontWeight: 600 }}>
          {fieldError}
        </Typography>
      )}
      {/* Always on the page, so the outcome written into it is announced. */}
      <Typography role="status" variant="body2" sx={{ mt: outcome ? 0.75 : 0, fontWeight: 600 }}>
        {outcome?.ok ? outcome.text : ''}
      </Typography>
      {outcome && !outcome.ok && (
        <Typography role="alert" variant="body2" sx={{ mt: 0.75, fontWeight: 600 }}>
          {outcome.text}
        </Typography>
      )}
    </Box>
  );
}
