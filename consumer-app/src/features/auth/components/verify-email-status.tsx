import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage, useAuth, Link as RouterLink } from 'shared-ui';
import { pendingInvitation } from '../../reviews';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';

/** Confirms the token from the mailed link on load and says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  const { user, state } = useAuth();
  const resend = useResendVerification();
  const signedIn = state === 'signed-in';
  // An invitee on their way to a verified review: back to the invitation, which now opens the form.
  const [invitation] = useState(() => pendingInvitation());
  const writeButton = invitation ? (
    <Button component={RouterLink} to={invitation.path} variant="contained">
      Continue to your review of {invitation.companyName}
    </Button>
  ) : (
    <Button component={RouterLink} to={signedIn ? '/write-review' : '/sign-in?redirect=/write-review'} variant="contained">
      Write a review
    </Button>
  );

  if (verification.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Confirming your email address…</Typography>
      </Box>
    );
  }

  // A spent link does not matter to someone whose address is confirmed already.
  if (verification.isError && user?.emailVerified) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="info" role="status">
          Your email address is already verified. This link has been used or has expired, so there is nothing more to do.
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {writeButton}
          <Button component={RouterLink} to="/" variant="outlined">
            Go to the home page
          </Button>
        </Stack>
      </Stack>
    );
  }

  if (verification.isError) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="error" role="alert">
          {errorMessage(verification.error, 'We could not confirm your email address. Please ask for a new link.')}
        </Alert>
        {signedIn ? (
          <>
            <Typography sx={{ color: 'text.secondary' }}>We can email you a fresh link; it replaces the old one.</Typography>
            <Box>
              <Button variant="contained" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
                {resend.isPending ? 'Sending…' : resend.isSuccess ? 'New link sent' : 'Send a new link'}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary' }}>Sign in to ask for a new link from your account settings.</Typography>
            <Box>
              <Button component={RouterLink} to="/sign-in?redirect=/account/settings" variant="contained">
                Sign in
              </Button>
            </Box>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Alert severity="success" role="status">
        {verification.data?.message ?? 'Your email address is verified.'}
      </Alert>
      <Typography sx={{ color: 'text.secondary' }}>
        Your reviews now show Email confirmed, so readers know they come from a confirmed address.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {writeButton}
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the home page
        </Button>
      </Stack>
    </Stack>
  );
}
