import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, type BusinessAccount } from 'shared-ui';

/** The login page of an account already signed in: whose it is, and the way to its dashboard. */
export function AlreadySignedIn({ account }: { account: BusinessAccount }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
        You are signed in to the business account of {account.companyName} as {account.contactName} ({account.email}).
      </Alert>
      <Button component={RouterLink} to="/business/dashboard" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Go to your dashboard
      </Button>
    </Stack>
  );
}
