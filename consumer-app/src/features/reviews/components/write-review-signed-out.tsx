// /write-review/{companyId} for a visitor who is not signed in: above all the mailed invitation
// link of a customer without an account. Says who invited them and why, and the way to the
// verified review: create an account (or sign in) with the invited address, confirm it, write.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage, LoadingState, useCompany, Link as RouterLink, useSearchParams } from 'shared-ui';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { invitationPath, withRedirect } from '../utils/invitation-link';
import { draftForm, hasDraft } from '../utils/review-draft';
import { InvitationSummary } from './invitation-summary';
import { ReviewPageFrame } from './review-page-frame';

export function WriteReviewSignedOut({ companyId }: { companyId: string }) {
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() || undefined;
  const preview = useInvitationPreview(token);
  const company = useCompany(companyId);
  // Sign-in and sign-up both come back here, the invitation included.
  const back = token ? invitationPath(companyId, token) : `/write-review/${encodeURIComponent(companyId)}`;
  const invitation = preview.data?.companyId === companyId ? preview.data : undefined;
  // The session ended while a review was being written here (signed out in another tab, expired).
  const [draftKept] = useState(() => hasDraft(draftForm(companyId)));

  if ((token && preview.isPending) || company.isPending) {
    return (
      <ReviewPageFrame title="Write a review">
        <LoadingState label={token ? 'Loading your invitation…' : 'Loading the company…'} />
      </ReviewPageFrame>
    );
  }

  const companyName = invitation?.companyName ?? company.data?.name;
  const open = invitation?.status === 'open';
  return (
    <ReviewPageFrame
      title={open ? `Review ${invitation.companyName}` : companyName ? `Write a review of ${companyName}` : 'Write a review'}
      intro={open ? 'You were invited to share your experience.' : 'Sign in or create an account to write your review.'}
    >
      <Stack spacing={3}>
        {draftKept && (
          <Alert severity="info" role="status">
            You were signed out, so your review was not published. It is kept on this page: sign in and you come back to it.
          </Alert>
        )}
        {invitation ? (
          <InvitationSummary invitation={invitation} />
        ) : token ? (
          <Alert severity="warning" role="status">
            {preview.isError
              ? errorMessage(preview.error, 'We could not read this invitation link. Please try again later.')
              : 'This invitation link is not valid. Check that the whole link from the email was opened. You can still write a review once you are signed in.'}
          </Alert>
        ) : company.isError ? (
          <Alert severity="warning" role="status">
            {errorMessage(company.error, 'We could not load this company.')}
          </Alert>
        ) : null}

        {open && (
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              Your way to a verified review
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
              <li>
                <Typography>
                  <strong>Create an account</strong> with the email address this invitation was sent to, or sign in if you have one.
                </Typography>
              </li>
              <li>
                <Typography>
                  <strong>Confirm your address</strong> with the link we email you.
                </Typography>
              </li>
              <li>
                <Typography>
                  <strong>Write your review.</strong> You come back to this invitation after each step, and your review is marked as verified.
                </Typography>
              </li>
            </Box>
          </Box>
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={withRedirect('/sign-up', back)} variant={open ? 'contained' : 'outlined'}>
            Create an account
          </Button>
          <Button component={RouterLink} to={withRedirect('/sign-in', back)} variant={open ? 'outlined' : 'contained'}>
            Sign in
          </Button>
        </Stack>
      </Stack>
    </ReviewPageFrame>
  );
}
