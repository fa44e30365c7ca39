// The Audit tab (administrators): every moderation decision with its statement of reasons,
// narrowed by action, target and dates, read a page at a time newest first, and exported whole.
// Each entry links what it is about (a review, company, user, business account) and says the DSA
// codes in words; on a phone the entries are a list, wider they are a table in a box of its own.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { DataTable, QueryState, Link as RouterLink, type AuditAction, type AuditEntry } from 'shared-ui';
import { auditUrl, useAudit, type AuditFilter } from '../api/admin-api';
import { DsaCode } from './dsa-code';
import { SIGNAL_LABELS, type SignalKind } from './moderation-labels';

/** Every action the audit log records, as a sentence about what the moderator (or the platform) did. */
const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  hide_review: 'Hid a review',
  restore_review: 'Restored a review',
  dismiss_reports: 'Dismissed the reports on a review',
  dismiss_signals: "Dismissed a cluster of signals on a company's reviews",
  appeal_upheld: 'Kept a review hidden on appeal',
  appeal_overturned: 'Restored a review on appeal',
  approve_claim: 'Approved a claim',
  reject_claim: 'Rejected a claim',
  suspend_user: 'Suspended a user',
  restore_user: 'Lifted a suspension',
  set_role: "Changed a user's role",
  edit_company: "Edited a company's details",
  company_notice: 'Put up a notice on a company',
  company_notice_removed: "Removed a company's notice",
  claim_verified_automatically: 'Verified a claim automatically',
  revoke_claim: 'Revoked an ownership',
  suspend_business: 'Suspended a business account',
  restore_business: "Lifted a business account's suspension",
  hide_reply: "Hid a company's reply",
  restore_reply: "Restored a company's reply",
  approve_plan: 'Approved a larger plan',
  reject_plan: 'Refused a larger plan',
  approve_company_name: "Approved a company's name",
};

type TargetType = AuditEntry['targetType'];

/** Every kind of target, in words, in the order the filter offers them. */
const TARGET_LABELS: Record<TargetType, string> = {
  review: 'review',
  appeal: 'appeal',
  claim: 'claim',
  user: 'user',
  company: 'company',
  report: 'report',
  business_account: 'business account',
};

/** Who decided: a moderator by name; else the platform itself (an automatic verification) or the command line (npm run admin:grant). */
const actorOf = (e: AuditEntry) => e.actorName ?? (e.automated_decision === 'AUTOMATED_DECISION_FULLY' || e.action === 'claim_verified_automatically' ? 'Automatic' : 'system');

/** Ids are UUIDs or numbers: the first 8 characters tell entries apart at a glance. */
const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const to = (path: string, label: ReactNode) => (
  <Link component={RouterLink} to={path}>
    {label}
  </Link>
);

/** A target that no longer exists (a deleted review or account): its kind and the start of its id. */
const gone = (kind: string, id: string) => (
  <>
    {kind} (deleted){' '}
    <Box component="code" title={id} sx={{ fontFamily: 'monospace' }}>
      {shortId(id)}
    </Box>
  </>
);

/**
 * What an entry is about, linked: a review to its company's page (or, hidden, to that company's
 * hidden reviews, where it is restored), a company to its page, a user to the Users tab and a
 * business account to the Businesses tab, each searched by email.
 */
function Target({ e }: { e: AuditEntry }) {
  const t = e.target;
  const company = t.companyId && t.companyName ? <> of {to(`/companies/${t.companyId}`, t.companyName)}</> : null;
  switch (e.targetType) {
    case 'review':
    case 'appeal': {
      const kind = e.targetType === 'appeal' ? 'Appeal about the review' : 'Review';
      if (!t.label) return gone(kind, t.reviewId ?? e.targetId);
      const where = t.reviewHidden ? `/admin?tab=hidden&company=${t.companyId}` : `/companies/${t.companyId}`;
      return (
        <>
          {kind} {to(where, `“${t.label}”`)}
          {t.reviewHidden && ' (hidden)'}
          {company}
        </>
      );
    }
    case 'company':
      return t.label ? <>Company {to(`/companies/${e.targetId}`, t.label)}</> : gone('Company', e.targetId);
    case 'user':
      return t.label ? (
        <>
          User {to(`/admin?tab=users&search=${encodeURIComponent(t.email ?? t.label)}`, t.label)}
          {t.email && ` (${t.email})`}
        </>
      ) : (
        gone('User', e.targetId)
      );
    case 'business_account':
      return t.label ? (
        <>
          Business account {to(`/admin?tab=businesses&search=${encodeURIComponent(t.email ?? t.label)}`, t.label)}
          {t.email && ` (${t.email})`}
        </>
      ) : (
        gone('Business account', e.targetId)
      );
    case 'claim':
      return t.companyName ? (
        <>
          Claim{t.email && <> by {to(`/admin?tab=businesses&search=${encodeURIComponent(t.email)}`, t.email)}</>} on {to(`/companies/${t.companyId}`, t.companyName)}
        </>
      ) : (
        gone('Claim', e.targetId)
      );
    default:
      return gone(TARGET_LABELS[e.targetType] ?? e.targetType, e.targetId);
  }
}

/** The statement of reasons: the facts, then the DSA codes in words with the codes beside them. */
function Reasons({ e }: { e: AuditEntry }) {
  const signal = e.action === 'dismiss_signals' && typeof e.details.signal === 'string' ? (SIGNAL_LABELS[e.details.signal as SignalKind] ?? e.details.signal) : null;
  const count = Array.isArray(e.details.reviewIds) ? e.details.reviewIds.length : null;
  return (
    <>
      {e.decision_facts}
      {signal && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {signal}: {count ?? 'the'} {count === 1 ? 'review' : 'reviews'} in one decision.
        </Typography>
      )}
      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {e.decision_ground && (
          <>
            Ground: <DsaCode code={e.decision_ground} />.{' '}
          </>
        )}
        {e.category && (
          <>
            Category: <DsaCode code={e.category} />.{' '}
          </>
        )}
        Source: <DsaCode code={e.source_type} />.
      </Typography>
    </>
  );
}

export function AuditLog() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [targetType, setTargetType] = useState<TargetType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: AuditFilter = { action: action || undefined, targetType: targetType || undefined, from: from || undefined, to: to || undefined };
  const audit = useAudit(filter);
  // On a phone a table of five columns is wider than the screen: the entries become a list.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const backwards = Boolean(from && to && to < from);
  // A failed older page leaves the entries shown on screen; only a failed first page replaces them.
  const firstPage = { data: audit.data, isPending: audit.isPending, isError: audit.isError && !audit.isFetchNextPageError, error: audit.error, isFetching: audit.isFetching, refetch: audit.refetch };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
        <TextField select label="Action" value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')} sx={{ minWidth: 240 }}>
          <MenuItem value="">All actions</MenuItem>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Target" value={targetType} onChange={(e) => setTargetType(e.target.value as TargetType | '')} sx={{ minWidth: 160 }}>
          <MenuItem value="">All targets</MenuItem>
          {Object.entries(TARGET_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        />
        <TextField
          type="date"
          label="To"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={backwards}
          helperText={backwards ? 'On or after the From date' : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        />
        <Stack direction="row" spacing={2} sx={{ alignSelf: { sm: 'center' } }}>
          <Button href={auditUrl(filter, { format: 'csv' })} variant="outlined">
            Export CSV
          </Button>
          <Button href={auditUrl(filter, { format: 'jsonl' })} variant="outlined">
            Export JSONL
          </Button>
        </Stack>
      </Stack>
      <QueryState query={firstPage} loadingLabel="Loading the audit log…" errorMessage="We could not load the audit log.">
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          if (entries.length === 0) return <Alert severity="info">No entries match these filters.</Alert>;
          return (
            <>
              {narrow ? (
                <Box component="ul" aria-label="Audit entries, newest first" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {entries.map((e) => (
                    <Box component="li" key={e.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
                      <Typography sx={{ fontWeight: 700 }}>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        <time dateTime={e.application_date}>{formatWhen(e.application_date)}</time> · {actorOf(e)}
                      </Typography>
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        <Target e={e} />
                      </Typography>
                      <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                        <Reasons e={e} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
              ) : (
                // However long a code or name, the table scrolls in its own box, never the page.
                <Box role="region" aria-label="Audit entries" tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
                  <DataTable caption="Newest first; entries can be added, never changed.">
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Who</th>
                        <th scope="col">What</th>
                        <th scope="col">Target</th>
                        <th scope="col">Reasons</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entries.map((e) => (
                        <tr key={e.id}>
                          <td>
                            <time dateTime={e.application_date}>{formatWhen(e.application_date)}</time>
                          </td>
                          <td>{actorOf(e)}</td>
                          <td>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</td>
                          <td>
                            <Target e={e} />
                          </td>
                          <td>
                            <Reasons e={e} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                </Box>
              )}
              {audit.isFetchNextPageError && (
                <Alert severity="error">We could not load the older entries.</Alert>
              )}
              {audit.hasNextPage && (
                <Button variant="outlined" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage} sx={{ alignSelf: 'flex-start' }}>
                  Show older entries
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
