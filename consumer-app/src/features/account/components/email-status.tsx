import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from 'shared-ui';
import { useResendVerification } from '../../auth';

/** The sign-in address (read-only), whether it is confirmed, and a way to get a new link. */
export function EmailStatus({ user }: { user: User }) {
  const resend = useResendVerification();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.email}</Typography>
        {user.emailVerified ? (
          <Chip icon={<CheckCircleIcon />} label="Verified" color="success" variant="outlined" size="small" />
        ) : (
          <Chip icon={<ErrorOutlineIcon />} label="Not verified" color="warning" variant="outlined" size="small" />
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You sign in with this address, and we use it for messages about your account. It cannot be changed here.
      </Typography>
      {!user.emailVerified && (
        <Box>
          <Typography sx={{ mb: 1.5 }}>
            Confirm your address with the link we emailed you. Reviews from confirmed addresses are labelled Email confirmed.
          </Typography>
          <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : 'Resend verification email'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
