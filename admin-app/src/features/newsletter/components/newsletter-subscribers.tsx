// The Newsletter tab (administrators only): how many people subscribe, and the confirmed
// subscribers as a CSV for the mailer that sends the issues (each row with the unsubscribe link
// its issue must carry).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from 'shared-ui';
import { SUBSCRIBERS_CSV, useNewsletterCounts } from '../api/get-newsletter';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function NewsletterSubscribers() {
  const counts = useNewsletterCounts();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <QueryState query={counts} loadingLabel="Loading the newsletter’s figures…" errorMessage="We could not load the newsletter’s figures.">
        {(c) => (
          <Typography>
            {count(c.confirmed, 'confirmed subscriber', 'confirmed subscribers')}; {count(c.pending, 'address', 'addresses')} waiting for
            their confirmation; {count(c.unsubscribed, 'address', 'addresses')} unsubscribed in the last 30 days.
          </Typography>
        )}
      </QueryState>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 720 }}>
        The export lists only the addresses that confirmed by the link we mailed them, with when they confirmed, the version of the text they agreed
        to, and their own unsubscribe link: put it in each issue’s unsubscribe link and its List-Unsubscribe header. Export again just before
        every issue, so that nobody who unsubscribed since is mailed. The export is personal data and is logged.
      </Typography>
      <Button href={SUBSCRIBERS_CSV} variant="outlined" download>
        Export confirmed subscribers (CSV)
      </Button>
    </Stack>
  );
}
