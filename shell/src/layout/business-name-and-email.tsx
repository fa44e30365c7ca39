import Typography from '@mui/material/Typography';
import type { BusinessAccount } from 'shared-ui';

/** Who is signed in to the business account, for which company, and the address. */
export function BusinessNameAndEmail({ account }: { account: BusinessAccount }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.contactName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {account.companyName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {account.email}
      </Typography>
    </>
  );
}
