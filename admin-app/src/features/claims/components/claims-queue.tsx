// The Claims tab: business accounts waiting to become a company's verified owner, a page at a
// time, the oldest first.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, QueryState, relativeTime } from 'shared-ui';
import type { PendingClaim } from 'shared-ui';
import { DecisionDialog, Pager, useKeepPageInRange } from '../../moderation';
import { useDecideClaim } from '../api/decide-claim';
import { useClaims } from '../api/get-claims';

export function ClaimsQueue() {
  const [offset, setOffset] = useState(0);
  const claims = useClaims(offset);
  useKeepPageInRange(claims.data, claims.isPlaceholderData, offset, setOffset);
  const [deciding, setDeciding] = useState<{ claim: PendingClaim; approve: boolean }>();
  const decide = useDecideClaim();
  return (
    <QueryState query={claims} loadingLabel="Loading claims…" errorMessage="We could not load the claims.">
      {({ items, total }) =>
        items.length === 0 ? (
          // Past the last page after decisions: useKeepPageInRange is going back.
          offset > 0 ? null : <Alert severity="success">No claims are waiting.</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography sx={{ color: 'text.secondary' }}>
              An owner can also verify a claim without you, with the DNS record we gave them for the company website’s domain; the claim then
              leaves this list by itself.
            </Typography>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Claimed by</th>
                  <th scope="col">Since</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <tr key={c.id}>
                    <td>
                      {c.companyName}
                      <br />
                      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                        {c.companyWebsite ? `${c.companyWebsite} · the owner can verify it by DNS` : 'no website, so no DNS check'}
                        {c.ownedAlready && ' · has a verified owner'}
                      </Typography>
                    </td>
                    <td>
                      {c.contactName} ({c.accountEmail}){c.emailVerified ? '' : ', email not confirmed'}
                      <br />
                      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                        as {c.accountCompanyName}
                      </Typography>
                    </td>
                    <td>{relativeTime(c.createdAt)}</td>
                    <td>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" variant="contained" disabled={c.ownedAlready} onClick={() => setDeciding({ claim: c, approve: true })} aria-label={`Approve the claim of ${c.companyName}`}>
                          Approve
                        </Button>
                        <Button size="small" variant="outlined" onClick={() => setDeciding({ claim: c, approve: false })} aria-label={`Reject the claim of ${c.companyName}`}>
                          Reject
                        </Button>
                      </Stack>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager label="Claims" offset={offset} shown={items.length} total={total} onChange={setOffset} />
            {deciding && (
              <DecisionDialog
                title={`${deciding.approve ? 'Approve' : 'Reject'} the claim of ${deciding.claim.companyName}`}
                intro={deciding.approve ? 'The account becomes the verified owner: it can reply to reviews and invite customers.' : 'The business reads your reasons and may claim again after 30 days (or prove the domain with its DNS record then).'}
                confirmLabel={deciding.approve ? 'Approve' : 'Reject'}
                done={deciding.approve ? 'Claim approved' : 'Claim rejected'}
                onConfirm={(facts) => decide.mutateAsync({ id: deciding.claim.id, approve: deciding.approve, facts })}
                onClose={() => setDeciding(undefined)}
              />
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}
