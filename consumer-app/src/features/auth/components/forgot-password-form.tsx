import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForgotPassword } from '../api/forgot-password';
import { validateForgotPassword, type ForgotPasswordValues } from '../utils/validators';
import { EMAIL_MAX, errorMessage, FormAlert, SubmitButton, useForm, Link as RouterLink } from 'shared-ui';

const INITIAL: ForgotPasswordValues = { email: '' };

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const form = useForm({ initialValues: INITIAL, validate: validateForgotPassword });

  const submit = form.handleSubmit(({ email }) => {
    setServerError(undefined);
    return request.mutateAsync(email.trim()).then(
      ({ message }) => setSentMessage(message),
      (error: unknown) => setServerError(errorMessage(error, 'We could not send the reset link. Please try again.')),
    );
  });

  if (sentMessage) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {sentMessage}
        </Alert>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The link is valid for a limited time. If nothing arrives within a few minutes, check your spam folder or try again.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/sign-in" variant="contained">
            Back to sign in
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              setSentMessage(undefined);
              request.reset();
            }}
          >
            Use another email address
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reset your password">
      <FormAlert>{serverError}</FormAlert>
      <Stack spacing={1.5}>
        <TextField
          {...form.field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
        <SubmitButton pending={form.submitting} pendingLabel="Sending…" fullWidth>
          Send reset link
        </SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Remembered it?{' '}
          <Link component={RouterLink} to="/sign-in">
            Sign in
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
