// On the sign-in and sign-up pages of an invitee on the way back to their invitation: who invited
// them, and what this page is for on that way.
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { invitationIn } from '../utils/invitation-link';
import { InvitationSummary } from './invitation-summary';

/** Nothing unless `redirect` leads back to an invitation that the API knows. */
export function InvitationBanner({ redirect, step }: { redirect: string; step: ReactNode }) {
  const link = invitationIn(redirect);
  const preview = useInvitationPreview(link?.token);
  if (!link || !preview.data || preview.data.companyId !== link.companyId) return null;
  return (
    <InvitationSummary invitation={preview.data}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {step}
      </Typography>
    </InvitationSummary>
  );
}
