import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, errorStatus, NewPasswordForm, queryKeys, useAuth, Link as RouterLink } from 'shared-ui';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string }) {
  const client = useQueryClient();
  const { state } = useAuth();
  const reset = useResetPassword();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<{ message: string; badLink: boolean }>();

  const submit = (newPassword: string) => {
    setFailure(undefined);
    return reset.mutateAsync({ token, newPassword }).then(
      ({ message }) => {
        setDone(message);
        // A reset ends every session of the account, possibly this browser's.
        void client.invalidateQueries({ queryKey: queryKeys.user });
      },
      (error: unknown) => {
        const message = errorMessage(error, 'We could not reset the password. Please try again.');
        // A 400 whose sentence is about the link (not the password) means the token is spent.
        setFailure({ message, badLink: errorStatus(error) === 400 && /link/i.test(message) });
      },
    );
  };

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
    <NewPasswordForm onSubmit={submit}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
    </NewPasswordForm>
  );
}
