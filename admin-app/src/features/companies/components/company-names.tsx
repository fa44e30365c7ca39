// The Names tab: company names no moderator has read yet, the oldest first. Until one is approved,
// or corrected (a corrected name is a checked one), review invitation mails leave it out.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, fieldLimits, QueryState, relativeTime, Link as RouterLink } from 'shared-ui';
import type { UncheckedName } from 'shared-ui';
import { DecisionDialog, Pager, useKeepPageInRange } from '../../moderation';
import { useApproveName, useEditCompany } from '../api/company-decisions';
import { useUncheckedNames } from '../api/get-unchecked-names';

const NAME = fieldLimits.EditCompanyDto.name;

export function CompanyNames() {
  const [offset, setOffset] = useState(0);
  const names = useUncheckedNames(offset);
  useKeepPageInRange(names.data, names.isPlaceholderData, offset, setOffset);
  const [acting, setActing] = useState<{ company: UncheckedName; kind: 'approve' | 'correct' }>();
  const [name, setName] = useState('');
  const approve = useApproveName();
  // The Companies tab's correction, with the name alone.
  const correct = useEditCompany();
  const corrected = name.trim();
  const tooShort = corrected.length < NAME.minLength;
  const unchanged = corrected === acting?.company.name;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Company names to check
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Names of new companies that no moderator has read yet. Until a name is approved or corrected, review invitation mails leave it out.
        Approve a plain business name; correct anything else (a link, an advertisement, an insult).
      </Typography>
      <QueryState query={names} loadingLabel="Loading names…" errorMessage="We could not load the names to check.">
        {({ items, total }) =>
          items.length === 0 ? (
            // Past the last page after decisions: useKeepPageInRange is going back.
            offset > 0 ? null : <Alert severity="success">Every company name has been checked.</Alert>
          ) : (
            <>
              <DataTable>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Website</th>
                    <th scope="col">Claimed by</th>
                    <th scope="col">Added</th>
                    <th scope="col">Decision</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((c) => (
                    <tr key={c.id}>
                      <td>
                        <Link component={RouterLink} to={`/companies/${c.id}`} sx={{ overflowWrap: 'anywhere' }}>
                          {c.name}
                        </Link>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {c.category}
                        </Typography>
                      </td>
                      <td style={{ overflowWrap: 'anywhere' }}>{c.website ?? '—'}</td>
                      <td>{c.claimedBy ?? 'Not claimed'}</td>
                      <td>{relativeTime(c.createdAt)}</td>
                      <td>
                        <Stack direction="row" spacing={1}>
                          <Button size="small" variant="contained" onClick={() => setActing({ company: c, kind: 'approve' })} aria-label={`Approve the name ${c.name}`}>
                            Approve
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => {
                              setName(c.name);
                              setActing({ company: c, kind: 'correct' });
                            }}
                            aria-label={`Correct the name ${c.name}`}
                          >
                            Correct
                          </Button>
                        </Stack>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <Pager label="Names" offset={offset} shown={items.length} total={total} onChange={setOffset} />
            </>
          )
        }
      </QueryState>
      {acting?.kind === 'approve' && (
        <DecisionDialog
          title={`Approve the name “${acting.company.name}”`}
          intro="It is a plain business name: invitation mails may show it from now on."
          confirmLabel="Approve name"
          done="Name approved"
          onConfirm={(facts) => approve.mutateAsync({ id: acting.company.id, facts })}
          onClose={() => setActing(undefined)}
        />
      )}
      {acting?.kind === 'correct' && (
        <DecisionDialog
          title={`Correct the name “${acting.company.name}”`}
          intro="The company page and invitation mails show the name you write; the audit log keeps the old one. Other details are corrected in the Companies tab."
          confirmLabel="Save name"
          done="Name corrected"
          ready={!tooShort && !unchanged}
          fields={
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              fullWidth
              error={tooShort}
              helperText={tooShort ? `At least ${NAME.minLength} characters` : unchanged ? 'Write the name as the company should be known.' : undefined}
              slotProps={{ htmlInput: { maxLength: NAME.maxLength } }}
            />
          }
          onConfirm={(facts) => correct.mutateAsync({ id: acting.company.id, changes: { name: corrected }, facts })}
          onClose={() => setActing(undefined)}
        />
      )}
    </Stack>
  );
}
