import Chip from '@mui/material/Chip';
import type { Claim, ClaimStatus } from 'shared-ui';

const LABEL: Record<ClaimStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  verified: { label: 'Verified owner', color: 'success' },
  pending: { label: 'Waiting for verification', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
  revoked: { label: 'Ownership removed', color: 'error' },
};

const VERIFIED_BY: Record<NonNullable<Claim['verification']>, string> = {
  email_domain: 'by email domain',
  dns_txt: 'by DNS record',
  moderator: 'by a moderator',
};

/** A claim's state as a chip; a verified claim says how it was verified when `verification` is given. */
export function ClaimState({ status, verification }: { status: ClaimStatus; verification?: Claim['verification'] }) {
  const { label, color } = LABEL[status];
  const how = status === 'verified' && verification ? ` · ${VERIFIED_BY[verification]}` : '';
  return <Chip label={`${label}${how}`} color={color} size="small" variant="outlined" />;
}
