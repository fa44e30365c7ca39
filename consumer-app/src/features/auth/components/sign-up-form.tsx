import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { castPendingVote, EMAIL_MAX, FormAlert, NAME_MAX, PasswordField, PasswordStrength, SubmitButton, toast, toastFailure, useAuth, useForm, Link as RouterLink, useNavigate } from 'shared-ui';
import { forgetInviteeEmail } from '../../reviews';
import { useRegister } from '../api/register';
import { validateSignUp, type SignUpValues } from '../utils/validators';

const INITIAL: SignUpValues = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false };

/**
 * `redirectTo`: where the visitor was going. An invitee goes straight back to their invitation,
 * whose page walks them through confirming the address; anyone else first sees the nudge to
 * confirm it (it makes their reviews verified), with a way on to where they were going.
 * `inviteeEmail`: the address the invitation was sent to, filled in while the field is empty.
 */
export function SignUpForm({ redirectTo = '/', invited = false, inviteeEmail }: { redirectTo?: string; invited?: boolean; inviteeEmail?: string }) {
  const client = useQueryClient();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const registration = useRegister();
  const [serverError, setServerError] = useState<string>();
  const form = useForm({ initialValues: INITIAL, validate: validateSignUp });
  const termsError = form.errorFor('acceptTerms');
  const { setValue } = form;
  const email = form.values.email;
  // Once, when the confirmed address arrives, and only into an empty field: what the invitee typed, or emptied, stays.
  const offered = useRef(false);
  useEffect(() => {
    if (!inviteeEmail || offered.current) return;
    offered.current = true;
    if (!email) setValue('email', inviteeEmail);
  }, [inviteeEmail, email, setValue]);
  const invitedAddress = Boolean(inviteeEmail) && form.values.email.trim().toLowerCase() === inviteeEmail?.toLowerCase();

  const submit = form.handleSubmit(({ firstName, lastName, email, password }) => {
    setServerError(undefined);
    return registration.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password }).then(
      ({ user }) => {
        forgetInviteeEmail();
        setUser(user);
        toast({ title: 'Welcome!', description: 'Your account has been created successfully.', variant: 'success' });
        navigate(invited ? redirectTo : `/verify-email?next=${encodeURIComponent(redirectTo)}`, { replace: true });
        // A vote clicked before making the account counts (voting needs no confirmed address).
        void castPendingVote(client, redirectTo);
      },
      (error: unknown) => {
        setServerError(toastFailure('Registration failed', error, 'An error occurred during registration'));
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create an account">
      <FormAlert announced>{serverError}</FormAlert>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
          <TextField
            {...form.field('firstName')}
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
          <TextField
            {...form.field('lastName')}
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        </Stack>
        <TextField
          {...form.field(
            'email',
            invitedAddress
              ? 'The address your invitation was sent to. We will send a link to it to confirm it is yours.'
              : 'We will send a link to this address to confirm it.',
          )}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
        <PasswordField
          {...form.field('password', 'At least 8 characters.')}
          label="Password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordStrength password={form.values.password} />
        <FormControl error={Boolean(termsError)} required>
          <FormControlLabel
            control={
              <Checkbox
                name="acceptTerms"
                checked={form.values.acceptTerms}
                onChange={(e) => {
                  form.setValue('acceptTerms', e.target.checked);
                  form.touch('acceptTerms');
                }}
                slotProps={{ input: { 'aria-describedby': termsError ? 'accept-terms-error' : undefined } as object }}
              />
            }
            label={
              <Typography variant="body2">
                I agree to the{' '}
                <Link component={RouterLink} to="/terms">
                  Terms of Service
                </Link>{' '}
                and the{' '}
                <Link component={RouterLink} to="/privacy">
                  Privacy Policy
                </Link>
                .
              </Typography>
            }
          />
          {termsError && <FormHelperText id="accept-terms-error">{termsError}</FormHelperText>}
        </FormControl>
        <SubmitButton pending={form.submitting} pendingLabel="Creating your account…" fullWidth>
          Create account
        </SubmitButton>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          After signing up we email you a link to verify your address. Reviews from confirmed addresses are labelled Email confirmed.
        </Typography>
      </Stack>
    </Box>
  );
}
