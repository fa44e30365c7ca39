// "Download my data": everything the platform holds about the signed-in account, as a JSON file.
// Both realms' settings show it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-ui/contract';
import { toastFailure } from '../forms/error-message';
import { useSubmitLock } from '../forms/use-form';
import { downloadMyData } from './personal-data-api';
import type { SessionRealm } from './sessions-api';

export function DownloadMyData({ realm }: { realm: SessionRealm }) {
  const lock = useSubmitLock();
  const download = () =>
    lock.run(() =>
      downloadMyData(realm).then(
        (name) => toast({ title: 'Your data is downloaded', description: `Saved as ${name}.`, variant: 'success' }),
        (error: unknown) => void toastFailure('Could not download your data', error, 'Please try again.'),
      ),
    );
  return (
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {realm === 'consumer'
          ? 'A JSON file with your account, reviews, votes, reports, appeals, sign-ins, the emails we sent you, your newsletter subscription and invitations sent to your address.'
          : 'A JSON file with your account, claims, replies, invitations, API keys and webhooks (never their secrets), plan requests, sign-ins and the emails we sent you.'}
      </Typography>
      <Button variant="outlined" onClick={download} disabled={lock.pending} aria-busy={lock.pending}>
        {lock.pending ? 'Preparing your data…' : 'Download my data'}
      </Button>
    </Stack>
  );
}
