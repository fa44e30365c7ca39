// Right after sign-up (and whenever /verify-email is opened without its token): the nudge to
// confirm the address, since that is what makes the person's reviews verified, with a new link on
// request and the way on to where they were going.
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type User, Link as RouterLink } from 'shared-ui';
import { useResendVerification } from '../api/resend-verification';

export function CheckYourInbox({ user, next }: { user: User; next: string }) {
  const resend = useResendVerification();
  const onwards = next === '/' ? 'Continue to the home page' : 'Continue where you were';
  if (user.emailVerified) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          Your email address {user.email} is verified. Your reviews show Email confirmed.
        </Alert>
        <Button component={RouterLink} to={next} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {onwards}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" icon={<MarkEmailUnreadOutlinedIcon />} sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          Check your inbox
        </AlertTitle>
        We sent a link to <strong>{user.email}</strong>. Open it to confirm your address.
      </Alert>
      <Typography>
        Reviews from a confirmed address are marked as <strong>verified</strong>, so readers know a real person wrote them. Reviews you write
        before confirming are published too, without the badge.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing arrived? Look in the spam folder, or ask for a new link; it replaces the old one.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {resend.isPending ? 'Sending…' : resend.isSuccess ? 'New link sent' : 'Send the link again'}
        </Button>
        <Button component={RouterLink} to={next} variant="contained">
          {onwards}
        </Button>
      </Stack>
    </Stack>
  );
}
