import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useBusinessAccount, usePageTitle } from 'shared-ui';
import { BusinessFrame } from '../features/account/components/business-frame';
import { useClaims } from '../features/claims/api/get-claims';
import { AddAndClaimForm } from '../features/claims/components/add-and-claim-form';
import { FindCompany } from '../features/claims/components/find-company';
import { YourClaims } from '../features/claims/components/your-claims';

export default function ClaimProfilePage() {
  usePageTitle('Claim your profile');
  const { account } = useBusinessAccount();
  const claims = useClaims();
  const [search, setSearch] = useState(account?.companyName ?? '');

  return (
    <BusinessFrame
      title="Claim your company's profile"
      intro={
        <>
          Find your company and claim it. When your confirmed email is on the company's website domain (for example jane@northwind.com for
          www.northwind.com), you become its verified owner at once; otherwise verify the claim yourself with a DNS record on the domain, or a
          moderator checks it.
          {account && !account.emailVerified && ' Confirm your email address first (see the link we emailed you) to be verified at once.'}
        </>
      }
    >
      <Stack spacing={3}>
        {claims.data && claims.data.length > 0 && <YourClaims claims={claims.data} />}
        <FindCompany search={search} onSearch={setSearch} claims={claims.data} />
        {/* Once added, the search that found nothing is answered: it is cleared, not left saying so. */}
        <AddAndClaimForm onAdded={() => setSearch('')} />
      </Stack>
    </BusinessFrame>
  );
}
