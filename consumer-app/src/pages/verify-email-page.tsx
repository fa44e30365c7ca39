import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormCard, useAuth, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';

export default function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { state } = useAuth();

  return (
    <FormCard title="Verify your email address">
      {token ? (
        <VerifyEmailStatus token={token} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="warning">
            This page needs the link from your verification email. Open the link in the email we sent you when you signed up, or ask for a
            new one from your account settings.
          </Alert>
          <Button
            component={RouterLink}
            to={state === 'signed-in' ? '/account/settings' : '/sign-in?redirect=/account/settings'}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {state === 'signed-in' ? 'Go to account settings' : 'Sign in'}
          </Button>
        </Stack>
      )}
    </FormCard>
  );
}
