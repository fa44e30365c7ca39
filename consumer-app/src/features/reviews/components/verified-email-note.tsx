import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAuth } from 'shared-ui';
import { useResendVerification } from '../../auth';

/** For reviewers whose address is not confirmed yet: why it matters and a way to get the link. */
export function VerifiedEmailNote() {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {resend.isPending ? 'Sending…' : resend.isSuccess ? 'Link sent' : 'Resend link'}
        </Button>
      }
      sx={{ alignItems: 'center', overflowWrap: 'anywhere', '& .MuiAlert-action': { pt: 0 } }}
    >
      Reviews from confirmed email addresses are labelled Email confirmed, and others can mark them helpful. Confirm {user.email} with the link we emailed you.
    </Alert>
  );
}
