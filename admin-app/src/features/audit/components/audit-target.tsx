// What an audit entry is about, linked to where a moderator finds it.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink, type AuditEntry } from 'shared-ui';
import { shortId, TARGET_LABELS } from '../utils/audit-labels';

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
export function Target({ e }: { e: AuditEntry }) {
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

