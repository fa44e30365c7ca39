import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  compactErrors,
  errorMessage,
  FormAlert,
  FormCard,
  PasswordField,
  PasswordStrength,
  queryKeys,
  SubmitButton,
  useForm,
  usePageTitle,
  validateConfirmPassword,
  validateNewPassword,
} from 'shared-ui';
import { resetBusinessPassword } from '../api/business-api';

interface Values {
  newPassword: string;
  confirmPassword: string;
}
const validate = (v: Values) => compactErrors({ newPassword: validateNewPassword(v.newPassword), confirmPassword: validateConfirmPassword(v.confirmPassword, v.newPassword) });

export default function BusinessResetPasswordPage() {
  usePageTitle('Choose a new business password');
  const token = useSearchParams()[0].get('token')?.trim();
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: resetBusinessPassword,
    // A reset ends every session of the account, possibly this browser's.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.businessAccount }),
  });
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Values>({ initialValues: { newPassword: '', confirmPassword: '' }, validate });

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

  const submit = form.handleSubmit(({ newPassword }) => {
    setServerError(undefined);
    reset.mutate({ token, newPassword }, { onError: (e) => setServerError(errorMessage(e, 'We could not reset the password. Please try again.')) });
  });

  return (
    <FormCard title="Choose a new business password" intro="Your new password replaces the old one and signs the account out on every device.">
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
        <FormAlert>{serverError}</FormAlert>
        {serverError && /link/i.test(serverError) && (
          <Button component={RouterLink} to="/business/forgot-password" sx={{ mb: 2 }}>
            Ask for a new link
          </Button>
        )}
        <Stack spacing={1.5}>
          <PasswordField {...form.field('newPassword', 'At least 8 characters.')} label="New password" autoComplete="new-password" required fullWidth autoFocus />
          <PasswordStrength password={form.values.newPassword} />
          <PasswordField {...form.field('confirmPassword')} label="Confirm new password" autoComplete="new-password" required fullWidth />
          <SubmitButton pending={reset.isPending} pendingLabel="Saving…" fullWidth>
            Set new password
          </SubmitButton>
        </Stack>
      </Box>
    </FormCard>
  );
}
