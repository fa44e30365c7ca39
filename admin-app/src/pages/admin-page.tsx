// /admin: the moderators' work — reported reviews, appeals, pending claims, users — and, for
// administrators, the audit log with its exports. Every action asks for a statement of reasons.
import { Alert, Badge, Box, Button, Chip, Container, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, formatDate, QueryState, relativeTime, REPORT_REASONS, ReviewCard, roleOf, useAuth, usePageTitle } from 'shared-ui';
import {
  auditUrl,
  useAppeals,
  useAudit,
  useClaims,
  useContactMessages,
  useDecision,
  useQueue,
  useSummary,
  useUsers,
  type AdminUser,
  type Appeal,
  type PendingClaim,
  type QueueItem,
} from '../api/admin-api';
import { DecisionDialog } from '../components/decision-dialog';

const TABS = ['reports', 'appeals', 'claims', 'users', 'messages', 'audit'] as const;
type TabName = (typeof TABS)[number];
const REASON_LABEL = Object.fromEntries(REPORT_REASONS.map((r) => [r.value, r.label])) as Record<string, string>;

export default function AdminPage() {
  usePageTitle('Moderation');
  const { user } = useAuth();
  const isAdmin = roleOf(user) === 'admin';
  const summary = useSummary();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabName | null;
  const tab: TabName = requested && TABS.includes(requested) && (requested !== 'audit' || isAdmin) ? requested : 'reports';
  const counts: Partial<Record<TabName, number>> = {
    reports: summary.data?.reportedReviews,
    appeals: summary.data?.openAppeals,
    claims: summary.data?.pendingClaims,
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Moderation
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
        {summary.data ? `${summary.data.hiddenReviews} ${summary.data.hiddenReviews === 1 ? 'review' : 'reviews'} hidden in all. ` : ''}Every decision states its reasons; the author of a hidden review reads them
        and may appeal once, to a different moderator.
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, v: TabName) => setParams({ tab: v }, { replace: true })} variant="scrollable" allowScrollButtonsMobile aria-label="Moderation queues">
          {TABS.filter((t) => t !== 'audit' || isAdmin).map((t) => (
            <Tab
              key={t}
              value={t}
              label={
                counts[t] ? (
                  <Badge badgeContent={counts[t]} color="warning" sx={{ pr: 1.5 }}>
                    {t[0].toUpperCase() + t.slice(1)}
                  </Badge>
                ) : (
                  t[0].toUpperCase() + t.slice(1)
                )
              }
              id={`tab-${t}`}
              aria-controls={`panel-${t}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'reports' && <ReportsQueue />}
        {tab === 'appeals' && <AppealsQueue />}
        {tab === 'claims' && <ClaimsQueue />}
        {tab === 'users' && <Users isAdmin={isAdmin} />}
        {tab === 'messages' && <Messages />}
        {tab === 'audit' && isAdmin && <AuditLog />}
      </Box>
    </Container>
  );
}

function ReportsQueue() {
  const queue = useQueue();
  const [hiding, setHiding] = useState<QueueItem>();
  const [dismissing, setDismissing] = useState<QueueItem>();
  const [reason, setReason] = useState('');
  const [ground, setGround] = useState<'incompatible' | 'illegal'>('incompatible');
  const hide = useDecision<{ id: string; facts: string }>((v) => `/api/admin/reviews/${v.id}/hide`, (v) => ({ reason, ground, facts: v.facts }));
  const dismiss = useDecision<{ id: string; facts: string }>((v) => `/api/admin/reviews/${v.id}/dismiss-reports`, (v) => ({ facts: v.facts }));
  return (
    <QueryState query={queue} loadingLabel="Loading reports…" errorMessage="We could not load the reports.">
      {(data) =>
        data.items.length === 0 ? (
          <Alert severity="success">No open reports. Well done.</Alert>
        ) : (
          <Stack spacing={3}>
            {data.items.map((item) => (
              <Box key={item.review.id} component="section" aria-label={`Reports about “${item.review.title}”`}>
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} since {relativeTime(item.firstReportedAt)}:
                  </Typography>
                  {Object.entries(item.reasons).map(([r, n]) => (
                    <Chip key={r} size="small" color="warning" variant="outlined" label={`${REASON_LABEL[r] ?? r} × ${n}`} />
                  ))}
                </Stack>
                {item.details.length > 0 && (
                  <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
                    Reporters say: {item.details.join(' | ')}
                  </Typography>
                )}
                <ReviewCard
                  review={item.review}
                  showCompany
                  hideReport
                  actions={
                    <>
                      <Button size="small" variant="contained" color="error" onClick={() => { setReason(Object.keys(item.reasons)[0] ?? ''); setHiding(item); }}>
                        Hide
                      </Button>
                      <Button size="small" variant="outlined" onClick={() => setDismissing(item)}>
                        Dismiss reports
                      </Button>
                    </>
                  }
                />
              </Box>
            ))}
            {hiding && (
              <DecisionDialog
                title={`Hide “${hiding.review.title}”`}
                intro="The review leaves every public list and the company's rating at once. Its author sees your reasons and may appeal."
                confirmLabel="Hide review"
                done="Review hidden"
                ready={Boolean(reason)}
                fields={
                  <Stack spacing={2}>
                    <TextField select label="What it breaks" value={reason} onChange={(e) => setReason(e.target.value)} required fullWidth>
                      {REPORT_REASONS.map((r) => (
                        <MenuItem key={r.value} value={r.value}>
                          {r.label}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Box>
                      <FormLabel id="ground-label">Decision ground</FormLabel>
                      <RadioGroup row aria-labelledby="ground-label" value={ground} onChange={(e) => setGround(e.target.value as 'incompatible' | 'illegal')}>
                        <FormControlLabel value="incompatible" control={<Radio />} label="Against our guidelines" />
                        <FormControlLabel value="illegal" control={<Radio />} label="Illegal content" />
                      </RadioGroup>
                    </Box>
                  </Stack>
                }
                onConfirm={(facts) => hide.mutateAsync({ id: hiding.review.id, facts })}
                onClose={() => setHiding(undefined)}
              />
            )}
            {dismissing && (
              <DecisionDialog
                title={`Dismiss the reports about “${dismissing.review.title}”`}
                intro="The review stays as it is and the reports are closed."
                confirmLabel="Dismiss reports"
                done="Reports dismissed"
                onConfirm={(facts) => dismiss.mutateAsync({ id: dismissing.review.id, facts })}
                onClose={() => setDismissing(undefined)}
              />
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}

function AppealsQueue() {
  const appeals = useAppeals();
  const { user } = useAuth();
  const [deciding, setDeciding] = useState<{ appeal: Appeal; outcome: 'upheld' | 'overturned' }>();
  const decide = useDecision<{ id: string; outcome: string; facts: string }>((v) => `/api/admin/appeals/${v.id}/decide`, (v) => ({ outcome: v.outcome, facts: v.facts }));
  return (
    <QueryState query={appeals} loadingLabel="Loading appeals…" errorMessage="We could not load the appeals.">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="success">No open appeals.</Alert>
        ) : (
          <Stack spacing={3}>
            {list.map((a) => {
              const own = a.decidedById !== null && a.decidedById === user?.id;
              return (
                <Box key={a.id} component="section" aria-label={`Appeal about “${a.review.title}”`}>
                  <Alert severity="info" sx={{ mb: 1 }}>
                    Hidden {formatDate(a.decision.application_date)} by {a.decidedBy ?? 'a moderator'}: {a.decision.decision_facts}
                    <br />
                    <strong>The author appeals:</strong> {a.statement}
                  </Alert>
                  <ReviewCard
                    review={a.review}
                    showCompany
                    hideReport
                    actions={
                      own ? (
                        <Typography variant="body2">You made this decision; another moderator decides the appeal.</Typography>
                      ) : (
                        <>
                          <Button size="small" variant="contained" onClick={() => setDeciding({ appeal: a, outcome: 'overturned' })}>
                            Restore (appeal succeeds)
                          </Button>
                          <Button size="small" variant="outlined" onClick={() => setDeciding({ appeal: a, outcome: 'upheld' })}>
                            Keep hidden
                          </Button>
                        </>
                      )
                    }
                  />
                </Box>
              );
            })}
            {deciding && (
              <DecisionDialog
                title={deciding.outcome === 'overturned' ? 'Restore the review' : 'Keep the review hidden'}
                intro={deciding.outcome === 'overturned' ? 'The review comes back everywhere, whole.' : 'The decision stands; the author reads your reasons.'}
                confirmLabel={deciding.outcome === 'overturned' ? 'Restore' : 'Keep hidden'}
                done="Appeal decided"
                onConfirm={(facts) => decide.mutateAsync({ id: deciding.appeal.id, outcome: deciding.outcome, facts })}
                onClose={() => setDeciding(undefined)}
              />
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}

function ClaimsQueue() {
  const claims = useClaims();
  const [deciding, setDeciding] = useState<{ claim: PendingClaim; approve: boolean }>();
  const decide = useDecision<{ id: string; approve: boolean; facts: string }>((v) => `/api/admin/claims/${v.id}/${v.approve ? 'approve' : 'reject'}`, (v) => ({ facts: v.facts }));
  return (
    <QueryState query={claims} loadingLabel="Loading claims…" errorMessage="We could not load the claims.">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="success">No claims are waiting.</Alert>
        ) : (
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
              {list.map((c) => (
                <tr key={c.id}>
                  <td>
                    {c.companyName}
                    <br />
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {c.companyWebsite ?? 'no website'}
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
            {deciding && (
              <DecisionDialog
                title={`${deciding.approve ? 'Approve' : 'Reject'} the claim of ${deciding.claim.companyName}`}
                intro={deciding.approve ? 'The account becomes the verified owner: it can reply to reviews and invite customers.' : 'The business reads your reasons and may claim again.'}
                confirmLabel={deciding.approve ? 'Approve' : 'Reject'}
                done={deciding.approve ? 'Claim approved' : 'Claim rejected'}
                onConfirm={(facts) => decide.mutateAsync({ id: deciding.claim.id, approve: deciding.approve, facts })}
                onClose={() => setDeciding(undefined)}
              />
            )}
          </DataTable>
        )
      }
    </QueryState>
  );
}

function Users({ isAdmin }: { isAdmin: boolean }) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const users = useUsers(term);
  const { user: me } = useAuth();
  const [acting, setActing] = useState<{ user: AdminUser; kind: 'suspend' | 'restore' | 'role'; role?: AdminUser['role'] }>();
  const suspend = useDecision<{ id: string; kind: string; facts: string }>((v) => `/api/admin/users/${v.id}/${v.kind}`, (v) => ({ facts: v.facts }));
  const setRole = useDecision<{ id: string; role: string; facts: string }>((v) => `/api/admin/users/${v.id}/role`, (v) => ({ role: v.role, facts: v.facts }), 'PUT');
  return (
    <Stack spacing={2}>
      <TextField label="Find users by name or email" value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ maxWidth: 480 }} />
      <QueryState query={users} loadingLabel="Searching…" errorMessage="We could not search the users.">
        {(list) => (
          <DataTable>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Reviews</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((u) => (
                <tr key={u.id}>
                  <td>
                    {u.firstName} {u.lastName}
                    <br />
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {u.email}
                    </Typography>
                  </td>
                  <td>{u.reviewCount}</td>
                  <td>
                    {isAdmin && u.id !== me?.id ? (
                      <TextField select size="small" value={u.role} onChange={(e) => setActing({ user: u, kind: 'role', role: e.target.value as AdminUser['role'] })} slotProps={{ htmlInput: { 'aria-label': `Role of ${u.firstName} ${u.lastName}` } }}>
                        <MenuItem value="user">user</MenuItem>
                        <MenuItem value="moderator">moderator</MenuItem>
                        <MenuItem value="admin">admin</MenuItem>
                      </TextField>
                    ) : (
                      u.role
                    )}
                  </td>
                  <td>{u.suspendedAt ? `Suspended ${relativeTime(u.suspendedAt)}` : 'Active'}</td>
                  <td>
                    {u.id !== me?.id && (
                      <Button size="small" variant="outlined" color={u.suspendedAt ? 'primary' : 'error'} onClick={() => setActing({ user: u, kind: u.suspendedAt ? 'restore' : 'suspend' })}>
                        {u.suspendedAt ? 'Lift suspension' : 'Suspend'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
      {acting && (
        <DecisionDialog
          title={
            acting.kind === 'role'
              ? `Make ${acting.user.firstName} ${acting.user.lastName} ${acting.role}`
              : `${acting.kind === 'suspend' ? 'Suspend' : 'Lift the suspension of'} ${acting.user.firstName} ${acting.user.lastName}`
          }
          intro={
            acting.kind === 'suspend'
              ? 'Their sessions end at once and they cannot sign in; their reviews stay unless hidden.'
              : acting.kind === 'restore'
                ? 'They can sign in again.'
                : 'Moderators work the queues; administrators also manage roles and read the audit log.'
          }
          confirmLabel="Confirm"
          done="Saved"
          onConfirm={(facts) =>
            acting.kind === 'role' ? setRole.mutateAsync({ id: acting.user.id, role: acting.role!, facts }) : suspend.mutateAsync({ id: acting.user.id, kind: acting.kind, facts })
          }
          onClose={() => setActing(undefined)}
        />
      )}
    </Stack>
  );
}

function Messages() {
  const messages = useContactMessages();
  return (
    <QueryState query={messages} loadingLabel="Loading messages…" errorMessage="We could not load the messages.">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">No messages yet.</Alert>
        ) : (
          <Stack spacing={2}>
            {list.map((m) => (
              <Box key={m.id} component="article" aria-label={`Message from ${m.name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {relativeTime(m.createdAt)} · {m.topic} · {m.name} (<a href={`mailto:${m.email}`}>{m.email}</a>)
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>{m.message}</Typography>
              </Box>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

function AuditLog() {
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const filter = { action: action || undefined, targetType: targetType || undefined };
  const audit = useAudit(filter);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label="Action" value={action} onChange={(e) => setAction(e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">All actions</MenuItem>
          {['hide_review', 'restore_review', 'dismiss_reports', 'appeal_upheld', 'appeal_overturned', 'approve_claim', 'reject_claim', 'suspend_user', 'restore_user', 'set_role'].map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Target" value={targetType} onChange={(e) => setTargetType(e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">All targets</MenuItem>
          {['review', 'appeal', 'claim', 'user'].map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Button href={auditUrl(filter, 'csv', 1000)} variant="outlined">
          Export CSV
        </Button>
        <Button href={auditUrl(filter, 'jsonl', 1000)} variant="outlined">
          Export JSONL
        </Button>
      </Stack>
      <QueryState query={audit} loadingLabel="Loading the audit log…" errorMessage="We could not load the audit log.">
        {(data) => (
          <DataTable caption="Newest first; entries can be added, never changed.">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Reasons</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.application_date}>{new Date(e.application_date).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </td>
                  <td>{e.actorName ?? 'system'}</td>
                  <td>
                    {e.action} ({e.targetType})
                  </td>
                  <td>
                    {e.decision_facts}
                    {e.category && (
                      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {e.category} · {e.source_type}
                      </Typography>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
    </Stack>
  );
}
