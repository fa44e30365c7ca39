import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormsAfterHydration } from 'shared-ui';

/**
 * A required email field; subscribing makes no call and only clears the box. The
 * browser's own constraint validation refuses an invalid address; its reason is shown inline.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  // Only a submit attempt reports a problem (not a mere validity check of the empty field).
  const attempted = useRef(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    attempted.current = false;
    setEmail('');
    setError('');
  }

  return (
    <Box component="form" onSubmit={submit} aria-labelledby={`${inputId}-heading`}>
      <Typography id={`${inputId}-heading`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Stay in the loop
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mb: 1.5 }}>
        Monthly highlights: the companies people are talking about and tips for writing reviews that help.
      </Typography>
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, mb: 0.5 }}>
        Email address
      </Box>
      {/* Taken over by the app before it takes input (a server-rendered page). */}
      <FormsAfterHydration>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <OutlinedInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError('');
            }}
            onInvalid={(e) => {
              if (!attempted.current) return;
              // Show the browser's reason beside the field instead of its tooltip.
              e.preventDefault();
              setError((e.target as HTMLInputElement).validationMessage || 'Enter a valid email address.');
              (e.target as HTMLInputElement).focus();
            }}
            error={Boolean(error)}
            inputProps={{ 'aria-describedby': error ? errorId : undefined, 'aria-invalid': Boolean(error) }}
            size="small"
            sx={{ flex: '1 1 220px', bgcolor: 'background.paper', color: 'text.primary' }}
          />
          <Button
            type="submit"
            onClick={() => (attempted.current = true)}
            variant="contained"
            disableElevation
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            Subscribe
          </Button>
        </Box>
      </FormsAfterHydration>
      {error && (
        <Typography id={errorId} role="alert" variant="body2" sx={{ mt: 0.75, fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
