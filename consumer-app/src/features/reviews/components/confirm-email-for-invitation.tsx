// The invitee is signed in with the invited address but has not confirmed it yet: the one step left
// before their verified review, with a new link on request. The account is read again when they
// come back to the page (from the mail, in another tab), and the review form then takes its place.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDate, type InvitationStatus, queryKeys, type User } from 'shared-ui';
import { useResendVerification } from '../../auth';
import { rememberPendingInvitation } from '../utils/invitation-link';

interface Props {
  invitation: InvitationStatus;
  /** This page's path, kept so the confirmation page can lead back here. */
  path: string;
  email: string;
  onWriteWithout: () => void;
}

export function ConfirmEmailForInvitation({ invitation, path, email, onWriteWithout }: Props) {
  const client = useQueryClient();
  const resend = useResendVerification();
  const [checked, setChecked] = useState<'checking' | 'not-yet'>();
  const { companyName, expiresAt } = invitation;

  useEffect(() => rememberPendingInvitation({ path, companyName, expiresAt }), [path, companyName, expiresAt]);

  // Back from the mail: read the account again; once confirmed, the form shows by itself.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void client.invalidateQueries({ queryKey: queryKeys.user });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [client]);

  const check = async () => {
    setChecked('checking');
    await client.refetchQueries({ queryKey: queryKeys.user });
    // Confirmed: this component is replaced by the form. Otherwise say so.
    if (!client.getQueryData<User | null>(queryKeys.user)?.emailVerified) setChecked('not-yet');
  };

  return (
    <Stack spacing={2.5}>
      <Alert severity="info" role="region" aria-label="Your invitation" sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {companyName} invited you to review them
        </AlertTitle>
        A review written through this invitation is marked as verified. One step is left: confirm your email address. The invitation works
        until {formatDate(expiresAt)}.
      </Alert>
      <Box component="ol" aria-label="Your way to a verified review" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Step icon={<CheckCircleOutlineIcon color="success" />} state="Done">
          You are signed in as <strong>{email}</strong>, the address the invitation was sent to.
        </Step>
        <Step icon={<MarkEmailUnreadOutlinedIcon color="primary" />} state="Now">
          Confirm your address: open the link in the email we sent to <strong>{email}</strong> (look in the spam folder too).
        </Step>
        <Step icon={<RateReviewOutlinedIcon color="action" />} state="Then">
          Come back to this page and write your review. It is marked as verified and invited.
        </Step>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void check()} disabled={checked === 'checking'}>
          {checked === 'checking' ? 'Checking…' : 'I have confirmed my address'}
        </Button>
        <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {resend.isPending ? 'Sending…' : resend.isSuccess ? 'New link sent' : 'Send the link again'}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {checked === 'not-yet' ? `Your address is not confirmed yet. Open the link in the email to ${email}, then try again.` : ''}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        In a hurry?{' '}
        <Link component="button" type="button" onClick={onWriteWithout} sx={{ verticalAlign: 'baseline' }}>
          Write your review now without the invitation
        </Link>{' '}
        (it will not be marked as verified or invited, and the invitation cannot be used afterwards).
      </Typography>
    </Stack>
  );
}

function Step({ icon, state, children }: { icon: ReactNode; state: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <strong>{state}:</strong> {children}
      </Typography>
    </Box>
  );
}
