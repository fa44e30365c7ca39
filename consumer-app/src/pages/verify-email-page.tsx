import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormCard, PageSpinner, safeRedirect, useAuth, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { CheckYourInbox } from '../features/auth/components/check-your-inbox';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';

/**
 * /verify-email?token=…: the mailed link, confirmed on load. Without a token (right after sign-up,
 * `next` naming where the person was going): the nudge to confirm the address.
 */
export default function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const next = safeRedirect(params.get('next'));
  const { user, state } = useAuth();

  if (!token && state === 'loading') return <PageSpinner />;

  return (
    <FormCard title="Verify your email address">
      {token ? (
        <VerifyEmailStatus token={token} />
      ) : user ? (
        <CheckYourInbox user={user} next={next} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="warning">
            This page needs the link from your verification email. Open the link in the email we sent you when you signed up, or ask for a
            new one from your account settings.
          </Alert>
          <Button component={RouterLink} to="/sign-in?redirect=/account/settings" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Sign in
          </Button>
        </Stack>
      )}
    </FormCard>
  );
}
