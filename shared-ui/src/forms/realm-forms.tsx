// The forms both realms' account pages share: sign-in with email and password, and choosing a
// new password from a mailed link. Each realm brings its labels, links and the call to make.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/contract';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';
import { SubmitButton } from './submit-button';
import { type SubmitWork, useForm } from './use-form';
import { compactErrors, EMAIL_MAX, validateConfirmPassword, validateEmail, validateExistingPassword, validateNewPassword } from './validators';

export interface CredentialsValues {
  email: string;
  password: string;
}

export function validateCredentials(v: CredentialsValues) {
  return compactErrors({ email: validateEmail(v.email), password: validateExistingPassword(v.password) });
}

interface CredentialsFormProps {
  /** The form's accessible name, e.g. "Sign in" or "Business login". */
  name: string;
  emailLabel: string;
  forgotPasswordPath: string;
  /** The failed sign-in's sentence, which the caller's red toast (toastFailure) has announced already. */
  serverError?: string;
  /**
   * Called with the trimmed email and the password once both are valid; answers the promise of the
   * call, during which the form is locked.
   */
  onSubmit: (values: CredentialsValues) => SubmitWork;
}

export function CredentialsForm({ name, emailLabel, forgotPasswordPath, serverError, onSubmit }: CredentialsFormProps) {
  const form = useForm<CredentialsValues>({ initialValues: { email: '', password: '' }, validate: validateCredentials });
  const submit = form.handleSubmit((values) => onSubmit({ email: values.email.trim(), password: values.password }));
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={name}>
      <FormAlert announced>{serverError}</FormAlert>
      <Stack spacing={1.5}>
        <TextField
          {...form.field('email')}
          label={emailLabel}
          type="email"
          autoComplete="email"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
        <Box>
          <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" required fullWidth />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={forgotPasswordPath} variant="body2">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <SubmitButton pending={form.submitting} pendingLabel="Signing in…" fullWidth>
          Sign in
        </SubmitButton>
      </Stack>
    </Box>
  );
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export function validateNewPasswordForm(v: NewPasswordValues) {
  return compactErrors({
    newPassword: validateNewPassword(v.newPassword),
    confirmPassword: validateConfirmPassword(v.confirmPassword, v.newPassword),
  });
}

/**
 * A new password, its strength and its confirmation; `onSubmit` gets the new password and answers
 * the promise of its call. `children` come first (the server's answer); `choices`, a realm's own
 * options for the change, sit under the password fields, just above the button that submits them.
 */
export function NewPasswordForm({ onSubmit, children, choices }: { onSubmit: (newPassword: string) => SubmitWork; children?: ReactNode; choices?: ReactNode }) {
  const form = useForm<NewPasswordValues>({ initialValues: { newPassword: '', confirmPassword: '' }, validate: validateNewPasswordForm });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(({ newPassword }) => onSubmit(newPassword))} aria-label="Choose a new password">
      {children}
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
        {choices}
        <SubmitButton pending={form.submitting} pendingLabel="Saving…" fullWidth>
          Set new password
        </SubmitButton>
      </Stack>
    </Box>
  );
}
