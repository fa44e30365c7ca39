import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, FormAlert, FormCard, NewPasswordForm, queryKeys, Link as RouterLink } from 'shared-ui';
import { resetBusinessPassword } from '../api/password-reset';

/** A new password for the `token` of a mailed reset link; without a token, the way to ask for one. */
export function ResetPasswordPanel({ token }: { token: string | undefined }) {
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: resetBusinessPassword,
    // A reset ends every session of the account, possibly this browser's.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.businessAccount }),
  });
  const [serverError, setServerError] = useState<string>();

  if (!token || reset.isSuccess) {
    return (
      <FormCard title="Reset your business password">
        <Stack spacing={2.5}>
          {reset.isSuccess ? (
            <Alert severity="success" role="status">{reset.data.message}</Alert>
          ) : (
            <Alert severity="warning">This page needs the link from your password reset email. Open it from the email, or ask for a new one.</Alert>
          )}
          <Button component={RouterLink} to={reset.isSuccess ? '/business/login' : '/business/forgot-password'} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {reset.isSuccess ? 'Sign in' : 'Ask for a reset link'}
          </Button>
        </Stack>
      </FormCard>
    );
  }

  const submit = (newPassword: string) => {
    setServerError(undefined);
    reset.mutate({ token, newPassword }, { onError: (e) => setServerError(errorMessage(e, 'We could not reset the password. Please try again.')) });
  };

  return (
    <FormCard title="Choose a new business password" intro="Your new password replaces the old one and signs the account out on every device.">
      <NewPasswordForm pending={reset.isPending} onSubmit={submit}>
        <FormAlert>{serverError}</FormAlert>
        {serverError && /link/i.test(serverError) && (
          <Button component={RouterLink} to="/business/forgot-password" sx={{ mb: 2 }}>
            Ask for a new link
          </Button>
        )}
      </NewPasswordForm>
    </FormCard>
  );
}
