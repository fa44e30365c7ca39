// The signed-in account's password change, in either realm: the current password, a new one with
// its strength, and its confirmation. Both realms' account pages show it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { toastFailure } from '../forms/error-message';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { PasswordStrength } from '../forms/password-strength';
import { SubmitButton } from '../forms/submit-button';
import { useForm } from '../forms/use-form';
import { toast } from 'shared-ui/contract';
import { useChangePassword } from './change-password';
import { type ChangePasswordValues, validateChangePassword } from './change-password-rules';
import type { SessionRealm } from './sessions-api';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ realm }: { realm: SessionRealm }) {
  const change = useChangePassword(realm);
  const [serverError, setServerError] = useState<string>();
  const form = useForm({ initialValues: EMPTY, validate: validateChangePassword });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setServerError(undefined);
    return change.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        form.reset(EMPTY);
        toast({
          title: 'Password changed',
          description: 'Your password has been updated. You have been signed out on your other devices.',
          variant: 'success',
        });
      },
      (error: unknown) => {
        setServerError(toastFailure('Password change failed', error, 'Failed to change password'));
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
      <Stack spacing={1.5}>
        <PasswordField {...form.field('currentPassword')} label="Current password" autoComplete="current-password" required fullWidth />
        <PasswordField
          {...form.field('newPassword', 'At least 8 characters.')}
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordStrength password={form.values.newPassword} />
        <PasswordField {...form.field('confirmPassword')} label="Confirm new password" autoComplete="new-password" required fullWidth />
        <FormAlert announced sx={{ mb: 0 }}>
          {serverError}
        </FormAlert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={form.submitting} pendingLabel="Changing…" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Change password
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
