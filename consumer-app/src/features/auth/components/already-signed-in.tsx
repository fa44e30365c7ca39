import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type User, Link as RouterLink } from 'shared-ui';

/** What the sign-in and sign-up pages show to someone who is signed in already. */
export function AlreadySignedIn({ user }: { user: User }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
        You are signed in as {user.firstName} {user.lastName} ({user.email}).
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to="/profile" variant="outlined">
          Your profile
        </Button>
      </Stack>
    </Stack>
  );
}
