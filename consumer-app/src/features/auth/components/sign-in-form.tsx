import { Box, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EMAIL_MAX, FormAlert, PasswordField, SubmitButton, toast, toastFailure, useAuth, useForm } from 'shared-ui';
import { useLogin } from '../api/login';
import { validateSignIn, type SignInValues } from '../utils/validators';

const INITIAL: SignInValues = { email: '', password: '' };

/** Email and password; on success the user is cached and the visitor goes to `redirectTo`. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string>();
  const form = useForm({ initialValues: INITIAL, validate: validateSignIn });

  const submit = form.handleSubmit((values) => {
    setServerError(undefined);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ user }) => {
          setUser(user);
          toast({ title: 'Welcome back!', description: 'You have been signed in successfully.', variant: 'success' });
          navigate(redirectTo, { replace: true });
        },
        onError: (error) => {
          // A 429 carries its own sentence ("Too many sign-in attempts…"); so does a 401.
          setServerError(toastFailure('Sign in failed', error, 'Invalid email or password'));
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in">
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
        <Box>
          <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" required fullWidth />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <SubmitButton pending={login.isPending} pendingLabel="Signing in…" fullWidth>
          Sign in
        </SubmitButton>
      </Stack>
    </Box>
  );
}
