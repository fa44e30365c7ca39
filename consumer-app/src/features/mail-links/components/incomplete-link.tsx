import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'shared-ui';

/** A link from one of our emails that arrived without its token: what to do, and the way home. */
export function IncompleteLink({ missing, email }: { missing: string; email: string }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        This link is incomplete: the part that says {missing} is missing. Please open the link in the {email} again; if your email program split it
        over two lines, copy the whole link into your browser’s address bar.
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Go to the home page
      </Button>
    </Stack>
  );
}
