// The Businesses tab: find business accounts with their claims, suspend an account or lift its
// suspension, and revoke a verified ownership of a company.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { DataTable, QueryState, relativeTime, Link as RouterLink, useSearchParams } from 'shared-ui';
import type { ModeratedBusinessAccount, ModeratedClaim } from 'shared-ui';
import { DecisionDialog, planLabel } from '../../moderation';
import { useRevokeClaim, useSuspendBusiness } from '../api/business-decisions';
import { useBusinessAccounts } from '../api/get-business-accounts';

const STATUS_LABEL: Record<ModeratedClaim['status'], string> = {
  pending: 'waiting for a moderator or its DNS record',
  verified: 'verified owner',
  rejected: 'rejected',
  revoked: 'ownership revoked',
};

const VERIFIED_BY: Record<NonNullable<ModeratedClaim['verification']>, string> = {
  email_domain: 'by its email domain',
  dns_txt: 'by its DNS record',
  moderator: 'by a moderator',
};

const claimState = (c: ModeratedClaim) => (c.status === 'verified' && c.verification ? `${STATUS_LABEL.verified} ${VERIFIED_BY[c.verification]}` : STATUS_LABEL[c.status]);

type Acting = { account: ModeratedBusinessAccount; kind: 'suspend' | 'restore' } | { account: ModeratedBusinessAccount; kind: 'revoke'; claim: ModeratedClaim };

export function BusinessModeration() {
  // An audit entry links here with ?search=<email>.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const term = useDeferredValue(search.trim());
  const accounts = useBusinessAccounts(term);
  const [acting, setActing] = useState<Acting>();
  const suspend = useSuspendBusiness();
  const revoke = useRevokeClaim();
  return (
    <Stack spacing={2}>
      <TextField
        label="Find business accounts by email, contact or company name"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: 480 }}
      />
      <QueryState query={accounts} loadingLabel="Searching…" errorMessage="We could not search the business accounts.">
        {(list) =>
          list.length === 0 ? (
            <Typography>{term ? `No business account matches “${term}”.` : 'No business accounts yet.'}</Typography>
          ) : (
            <DataTable caption={term ? undefined : 'The newest accounts; search to find others.'}>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Plan</th>
                  <th scope="col">State</th>
                  <th scope="col">Claims</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((a) => (
                  <tr key={a.id}>
                    <td>
                      {a.companyName}
                      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {a.contactName} · {a.email}
                        {a.emailVerified ? '' : ', email not confirmed'}
                        <br />
                        {a.website} · since {relativeTime(a.createdAt)}
                      </Typography>
                    </td>
                    <td>
                      {planLabel(a.plan)}
                      {a.requestedPlan && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          asks for {planLabel(a.requestedPlan)}
                        </Typography>
                      )}
                    </td>
                    <td>{a.suspendedAt ? `Suspended ${relativeTime(a.suspendedAt)}` : 'Active'}</td>
                    <td>
                      {a.claims.length === 0 ? (
                        'None'
                      ) : (
                        <Box component="ul" sx={{ m: 0, pl: 2 }}>
                          {a.claims.map((c) => (
                            <Box component="li" key={c.id} sx={{ mb: 0.5 }}>
                              <Link component={RouterLink} to={`/companies/${c.companyId}`}>
                                {c.companyName}
                              </Link>
                              : {claimState(c)}
                              {c.status === 'verified' && (
                                <Button
                                  size="small"
                                  color="error"
                                  onClick={() => setActing({ account: a, kind: 'revoke', claim: c })}
                                  aria-label={`Revoke ownership of ${c.companyName}`}
                                  sx={{ ml: 1 }}
                                >
                                  Revoke ownership
                                </Button>
                              )}
                            </Box>
                          ))}
                        </Box>
                      )}
                    </td>
                    <td>
                      <Button
                        size="small"
                        variant="outlined"
                        color={a.suspendedAt ? 'primary' : 'error'}
                        onClick={() => setActing({ account: a, kind: a.suspendedAt ? 'restore' : 'suspend' })}
                        aria-label={`${a.suspendedAt ? 'Lift suspension of' : 'Suspend'} ${a.email}`}
                      >
                        {a.suspendedAt ? 'Lift suspension' : 'Suspend'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )
        }
      </QueryState>
      {acting?.kind === 'suspend' && (
        <DecisionDialog
          title={`Suspend the business account of ${acting.account.companyName}`}
          intro={`Every session of ${acting.account.email} ends at once, and signing in is refused until a moderator lifts the suspension. Its companies and public replies stay as they are.`}
          confirmLabel="Suspend account"
          done="Business account suspended"
          onConfirm={(facts) => suspend.mutateAsync({ id: acting.account.id, kind: 'suspend', facts })}
          onClose={() => setActing(undefined)}
        />
      )}
      {acting?.kind === 'restore' && (
        <DecisionDialog
          title={`Lift the suspension of ${acting.account.companyName}`}
          intro={`${acting.account.email} can sign in again.`}
          confirmLabel="Lift suspension"
          done="Suspension lifted"
          onConfirm={(facts) => suspend.mutateAsync({ id: acting.account.id, kind: 'restore', facts })}
          onClose={() => setActing(undefined)}
        />
      )}
      {acting?.kind === 'revoke' && (
        <DecisionDialog
          title={`Revoke the ownership of ${acting.claim.companyName}`}
          intro={`${acting.account.companyName} (${acting.account.email}) loses ${acting.claim.companyName} at once: it can no longer reply, invite customers or read analytics for it. It can never claim ${acting.claim.companyName} again.`}
          confirmLabel="Revoke ownership"
          done="Ownership revoked"
          onConfirm={(facts) => revoke.mutateAsync({ claimId: acting.claim.id, facts })}
          onClose={() => setActing(undefined)}
        />
      )}
    </Stack>
  );
}
