import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural, type InvitationBatch } from 'shared-ui';
import { batchSummary } from '../utils/batch-summary';
import { HELD_EXPLAINED } from '../utils/held';

/** What a batch of invitations did: the counts, why rows were held or withheld, and each row not sent. */
export function BatchResult({ batch }: { batch: InvitationBatch }) {
  const problems = batch.results.filter((r) => r.status !== 'sent' && r.status !== 'held');
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Alert severity={batch.sent > 0 || batch.held > 0 ? 'success' : 'info'}>
        {batchSummary(batch)}. {plural(batch.usage.invitationsLeft, { one: 'invitation', other: 'invitations' })} left this month.
      </Alert>
      {batch.held > 0 && <Typography variant="body2">{HELD_EXPLAINED}</Typography>}
      {/* The API does not say which of the two it is: that would tell a business about a person's choice and other businesses' mail. */}
      {batch.withheld > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Withheld: we cannot send to {batch.withheld === 1 ? 'that address' : 'those addresses'} at the moment. Either the person opted out of
          review invitations from every business on TrustReviews, or the address has received several invitations this week; which one is not
          said. Withheld rows do not count towards your plan.
        </Typography>
      )}
      {problems.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="Rows not sent">
          {problems.slice(0, 50).map((r) => (
            <li key={r.row}>
              <Typography variant="body2">
                {batch.results.length > 1 ? `Row ${r.row}: ` : ''}
                {r.email || '(no email)'}: {r.message}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
