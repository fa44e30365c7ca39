import Chip from '@mui/material/Chip';
import type { ClaimStatus } from 'shared-ui';

const LABEL: Record<ClaimStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  verified: { label: 'Verified owner', color: 'success' },
  pending: { label: 'Waiting for a moderator', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
};

export function ClaimState({ status }: { status: ClaimStatus }) {
  const { label, color } = LABEL[status];
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}
