import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  EMAIL_MAX,
  FormAlert,
  FormCard,
  PasswordField,
  safeRedirect,
  SubmitButton,
  toast,
  toastFailure,
  useBusinessAccount,
  useForm,
  usePageTitle,
  validateEmail,
  validateExistingPassword,
  compactErrors,
} from 'shared-ui';
import { useBusinessLogin } from '../api/business-api';

interface Values {
  email: string;
  password: string;
}

const validate = (v: Values) => compactErrors({ email: validateEmail(v.email), password: validateExistingPassword(v.password) });

export default function BusinessLoginPage() {
  usePageTitle('Business login');
  const { account } = useBusinessAccount();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'), '/business/dashboard');
  const navigate = useNavigate();
  const login = useBusinessLogin();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Values>({ initialValues: { email: '', password: '' }, validate });

  if (account) {
    return (
      <FormCard title="Business login">
        <Stack spacing={2}>
          <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
            You are signed in to the business account of {account.companyName} as {account.contactName} ({account.email}).
          </Alert>
          <Button component={RouterLink} to="/business/dashboard" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Go to your dashboard
          </Button>
        </Stack>
      </FormCard>
    );
  }

  const submit = form.handleSubmit((values) => {
    setServerError(undefined);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ account: signedIn }) => {
          toast({ title: 'Login successful', description: `Welcome back, ${signedIn.contactName}!`, variant: 'success' });
          navigate(redirectTo, { replace: true });
        },
        onError: (error) => setServerError(toastFailure('Login failed', error, 'Invalid email or password')),
      },
    );
  });

  return (
    <FormCard
      title="Business login"
      intro="Sign in to your business account to reply to reviews, invite customers and follow your ratings."
      footer={
        <Typography variant="body2">
          New here?{' '}
          <Link component={RouterLink} to="/business/register">
            Create a free business account
          </Link>
          {' · '}
          <Link component={RouterLink} to="/sign-in">
            Looking for the reviewer sign-in?
          </Link>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Business login">
        <FormAlert>{serverError}</FormAlert>
        <Stack spacing={1.5}>
          <TextField {...form.field('email')} label="Work email" type="email" autoComplete="email" required fullWidth autoFocus slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }} />
          <Box>
            <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" required fullWidth />
            <Box sx={{ textAlign: 'right' }}>
              <Link component={RouterLink} to="/business/forgot-password" variant="body2">
                Forgot password?
              </Link>
            </Box>
          </Box>
          <SubmitButton pending={login.isPending} pendingLabel="Signing in…" fullWidth>
            Sign in
          </SubmitButton>
        </Stack>
      </Box>
    </FormCard>
  );
}
