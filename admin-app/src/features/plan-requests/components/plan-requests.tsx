// The Plans tab: business accounts asking for a larger plan, the longest waiting first, each to
// grant or refuse.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, formatDate, QueryState, relativeTime } from 'shared-ui';
import type { PlanRequest } from 'shared-ui';
import { DecisionDialog, Pager, planLabel, useKeepPageInRange } from '../../moderation';
import { useDecidePlanRequest } from '../api/decide-plan-request';
import { usePlanRequests } from '../api/get-plan-requests';

export function PlanRequests() {
  const [offset, setOffset] = useState(0);
  const requests = usePlanRequests(offset);
  useKeepPageInRange(requests.data, requests.isPlaceholderData, offset, setOffset);
  const [deciding, setDeciding] = useState<{ request: PlanRequest; approve: boolean }>();
  const decide = useDecidePlanRequest();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Requests for a larger plan
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        No payment is taken for a plan, so nothing else stands between a new account and a larger invitation quota: a moderator grants it. Look
        for a confirmed email and verified companies before approving; a refused account keeps its plan and may ask again.
      </Typography>
      <QueryState query={requests} loadingLabel="Loading plan requests…" errorMessage="We could not load the plan requests.">
        {({ items, total }) =>
          items.length === 0 ? (
            // Past the last page after decisions: useKeepPageInRange is going back.
            offset > 0 ? null : <Alert severity="success">No plan requests are waiting.</Alert>
          ) : (
            <>
              <DataTable>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Verified companies</th>
                    <th scope="col">Waiting since</th>
                    <th scope="col">Decision</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((r) => (
                    <tr key={r.accountId}>
                      <td>
                        {r.companyName}
                        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                          {r.contactName} · {r.email}
                          {r.emailVerified ? '' : ', email not confirmed'}
                          <br />
                          account made {formatDate(r.createdAt)}
                        </Typography>
                      </td>
                      <td>
                        {planLabel(r.plan)} → {planLabel(r.requestedPlan)}
                      </td>
                      <td>{r.verifiedCompanies}</td>
                      <td>{relativeTime(r.requestedAt)}</td>
                      <td>
                        <Stack direction="row" spacing={1}>
                          <Button size="small" variant="contained" onClick={() => setDeciding({ request: r, approve: true })} aria-label={`Approve ${planLabel(r.requestedPlan)} for ${r.email}`}>
                            Approve
                          </Button>
                          <Button size="small" variant="outlined" onClick={() => setDeciding({ request: r, approve: false })} aria-label={`Refuse ${planLabel(r.requestedPlan)} for ${r.email}`}>
                            Refuse
                          </Button>
                        </Stack>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <Pager label="Plan requests" offset={offset} shown={items.length} total={total} onChange={setOffset} />
            </>
          )
        }
      </QueryState>
      {deciding && (
        <DecisionDialog
          title={`${deciding.approve ? 'Approve' : 'Refuse'} ${planLabel(deciding.request.requestedPlan)} for ${deciding.request.companyName}`}
          intro={
            deciding.approve
              ? `${deciding.request.email} moves from ${planLabel(deciding.request.plan)} to ${planLabel(deciding.request.requestedPlan)} at once, with its larger invitation quota.`
              : `${deciding.request.email} keeps the ${planLabel(deciding.request.plan)} plan and may ask again.`
          }
          confirmLabel={deciding.approve ? 'Approve plan' : 'Refuse plan'}
          done={deciding.approve ? 'Plan approved' : 'Plan refused'}
          onConfirm={(facts) => decide.mutateAsync({ accountId: deciding.request.accountId, approve: deciding.approve, facts })}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Stack>
  );
}
