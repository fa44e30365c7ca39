// At the top of the profile while the address is not confirmed: why it matters (it makes the
// person's reviews verified) and a new link on request.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type User, Link as RouterLink } from 'shared-ui';
import { useResendVerification } from '../../auth';

export function VerifyEmailNudge({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <Alert severity="info" role="region" aria-label="Confirm your email address" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        Confirm your email address
      </AlertTitle>
      Reviews from a confirmed address are marked as verified, so readers trust them more. Open the link we sent to {user.email}.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {resend.isPending ? 'Sending…' : resend.isSuccess ? 'New link sent' : 'Send the link again'}
        </Button>
        <Button component={RouterLink} to="/account/settings" color="inherit" size="small">
          Account settings
        </Button>
      </Stack>
    </Alert>
  );
}
