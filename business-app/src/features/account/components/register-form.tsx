import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormAlert, PasswordField, PasswordStrength, SubmitButton, toast, toastFailure, useForm, withScheme, useNavigate } from 'shared-ui';
import { useBusinessRegister } from '../api/register';
import { REGISTER_LIMITS as LIMITS, validateRegistration, type RegisterValues } from '../utils/register-validation';

/** A new business account: its contact, company, work email, website and password; then on to claiming. */
export function RegisterForm() {
  const navigate = useNavigate();
  const register = useBusinessRegister();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<RegisterValues>({ initialValues: { contactName: '', companyName: '', email: '', website: '', password: '' }, validate: validateRegistration });

  const submit = form.handleSubmit((v) => {
    setServerError(undefined);
    return register
      .mutateAsync({ contactName: v.contactName.trim(), companyName: v.companyName.trim(), email: v.email.trim(), website: withScheme(v.website), password: v.password })
      .then(
        ({ account: created }) => {
          toast({ title: 'Registration successful', description: `Welcome, ${created.contactName}! Check your email to confirm your address.`, variant: 'success' });
          navigate('/claim-profile', { replace: true });
        },
        (error: unknown) => setServerError(toastFailure('Registration failed', error, 'An error occurred during registration')),
      );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create a business account">
      <FormAlert announced>{serverError}</FormAlert>
      <Stack spacing={1.5}>
        <TextField {...form.field('contactName')} label="Your name" autoComplete="name" required fullWidth autoFocus slotProps={{ htmlInput: { maxLength: LIMITS.contactName.maxLength } }} />
        <TextField {...form.field('companyName')} label="Company name" autoComplete="organization" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.companyName.maxLength } }} />
        <TextField {...form.field('email', 'Your work email, e.g. jane@yourcompany.com')} label="Work email" type="email" autoComplete="email" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.email.maxLength } }} />
        <TextField {...form.field('website', 'e.g. www.yourcompany.com')} label="Company website" autoComplete="url" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.website.maxLength } }} />
        <PasswordField {...form.field('password', 'At least 8 characters.')} label="Password" autoComplete="new-password" required fullWidth />
        <PasswordStrength password={form.values.password} />
        <SubmitButton pending={form.submitting} pendingLabel="Creating account…" fullWidth>
          Create business account
        </SubmitButton>
      </Stack>
    </Box>
  );
}
