// Who invited the visitor to review them, why, and what a review through the invitation is worth:
// shown wherever the invitee's way passes (the invitation page, sign in, sign up).
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, type InvitationPreview } from 'shared-ui';

/** The invitation as the public preview gives it; `children` adds what the page asks of the invitee. */
export function InvitationSummary({ invitation, children, headingLevel = 'h2' }: { invitation: InvitationPreview; children?: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  if (invitation.status !== 'open') return <InvitationClosed invitation={invitation} />;
  return (
    <Alert severity="info" icon={<MarkEmailReadOutlinedIcon />} role="region" aria-label="Your invitation" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle component={headingLevel} sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {invitation.companyName} invited you to review them
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Businesses invite their customers after an experience with them, so that others can read how it went. A review written through
        this invitation is marked as <strong>verified</strong> and invited.
      </Typography>
      <Typography variant="body2">
        The invitation works until {formatDate(invitation.expiresAt)}, for the email address it was sent to: sign in or sign up with that
        address.
      </Typography>
      {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
    </Alert>
  );
}

function InvitationClosed({ invitation }: { invitation: InvitationPreview }) {
  return (
    <Alert severity="warning" role="region" aria-label="Your invitation" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {invitation.status === 'used' ? `This invitation from ${invitation.companyName} has been used` : `This invitation from ${invitation.companyName} has expired`}
      </AlertTitle>
      <Typography variant="body2">
        {invitation.status === 'used'
          ? 'A review was written through it already; each invitation link works once.'
          : `Invitation links work for 30 days; this one ended on ${formatDate(invitation.expiresAt)}.`}{' '}
        You can still write a review of {invitation.companyName} once you are signed in; it will not be marked as invited.
      </Typography>
    </Alert>
  );
}
