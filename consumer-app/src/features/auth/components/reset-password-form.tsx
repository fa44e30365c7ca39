import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, errorStatus, PasswordField, PasswordStrength, queryKeys, SubmitButton, useAuth, useForm } from 'shared-ui';
import { useResetPassword } from '../api/reset-password';
import { validateNewPasswordForm, type NewPasswordValues } from '../utils/validators';

const INITIAL: NewPasswordValues = { newPassword: '', confirmPassword: '' };

export function ResetPasswordForm({ token }: { token: string }) {
  const client = useQueryClient();
  const { state } = useAuth();
  const reset = useResetPassword();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<{ message: string; badLink: boolean }>();
  const form = useForm({ initialValues: INITIAL, validate: validateNewPasswordForm });

  const submit = form.handleSubmit(({ newPassword }) => {
    setFailure(undefined);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          // A reset ends every session of the account, possibly this browser's.
          void client.invalidateQueries({ queryKey: queryKeys.user });
        },
        onError: (error) => {
          const message = errorMessage(error, 'We could not reset the password. Please try again.');
          // A 400 whose sentence is about the link (not the password) means the token is spent.
          setFailure({ message, badLink: errorStatus(error) === 400 && /link/i.test(message) });
        },
      },
    );
  });

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {done}
        </Alert>
        <Button component={RouterLink} to="/sign-in" variant="contained" size="large">
          Sign in
        </Button>
      </Stack>
    );
  }

  if (failure?.badLink) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="error" role="alert">
          {failure.message}
        </Alert>
        {/* /forgot-password exists only while signed out. */}
        {state === 'signed-in' ? (
          <Button component={RouterLink} to="/account/settings" variant="contained" size="large">
            Change your password in account settings
          </Button>
        ) : (
          <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
            Ask for a new link
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
      <Stack spacing={1.5}>
        <PasswordField
          {...form.field('newPassword', 'At least 8 characters.')}
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
          autoFocus
        />
        <PasswordStrength password={form.values.newPassword} />
        <PasswordField {...form.field('confirmPassword')} label="Confirm new password" autoComplete="new-password" required fullWidth />
        <SubmitButton pending={reset.isPending} pendingLabel="Saving…" fullWidth>
          Set new password
        </SubmitButton>
      </Stack>
    </Box>
  );
}
