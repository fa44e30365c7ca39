import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CredentialsForm, FormCard, safeRedirect, toast, toastFailure, useBusinessAccount, usePageTitle, Link as RouterLink, useNavigate, useSearchParams, simpleHead, type RouteMatch } from 'shared-ui';
import { useBusinessLogin } from '../api/business-api';

/** Its head, written by the shell's server into the HTML it renders. */
export const head = (match: RouteMatch) => simpleHead(match, '/business/login', 'Business login');

export default function BusinessLoginPage() {
  usePageTitle('Business login');
  const { account } = useBusinessAccount();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'), '/business/dashboard');
  const navigate = useNavigate();
  const login = useBusinessLogin();
  const [serverError, setServerError] = useState<string>();

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
      <CredentialsForm
        name="Business login"
        emailLabel="Work email"
        forgotPasswordPath="/business/forgot-password"
        pending={login.isPending}
        serverError={serverError}
        onSubmit={(credentials) => {
          setServerError(undefined);
          login.mutate(credentials, {
            onSuccess: ({ account: signedIn }) => {
              toast({ title: 'Login successful', description: `Welcome back, ${signedIn.contactName}!`, variant: 'success' });
              navigate(redirectTo, { replace: true });
            },
            onError: (error) => setServerError(toastFailure('Login failed', error, 'Invalid email or password')),
          });
        }}
      />
    </FormCard>
  );
}
