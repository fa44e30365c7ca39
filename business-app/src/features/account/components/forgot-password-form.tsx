import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { compactErrors, EMAIL_MAX, errorMessage, FormAlert, SubmitButton, useForm, validateEmail, Link as RouterLink } from 'shared-ui';
import { forgotBusinessPassword } from '../api/password-reset';

/** Asks for a reset link of a business account; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const request = useMutation({ mutationFn: forgotBusinessPassword });
  const [serverError, setServerError] = useState<string>();
  const form = useForm({ initialValues: { email: '' }, validate: (v) => compactErrors({ email: validateEmail(v.email) }) });

  const submit = form.handleSubmit(({ email }) => {
    setServerError(undefined);
    return request.mutateAsync(email.trim()).catch((e: unknown) => setServerError(errorMessage(e, 'We could not send the reset link. Please try again.')));
  });

  if (request.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {request.data.message}
        </Alert>
        <Button component={RouterLink} to="/business/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Back to business login
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reset your business password">
      <FormAlert>{serverError}</FormAlert>
      <Stack spacing={1.5}>
        <TextField {...form.field('email')} label="Work email" type="email" autoComplete="email" required fullWidth autoFocus slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }} />
        <SubmitButton pending={form.submitting} pendingLabel="Sending…" fullWidth>
          Send reset link
        </SubmitButton>
      </Stack>
    </Box>
  );
}
