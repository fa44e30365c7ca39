import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormCard, safeRedirect, SITE_NAME, useAuth, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { AlreadySignedIn } from '../features/auth/components/already-signed-in';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { forgetInviteeEmail, InvitationBanner, invitationIn, useConfirmedInviteeEmail, withRedirect } from '../features/reviews';

export default function SignUpPage() {
  usePageTitle('Sign up');
  const { user, state } = useAuth();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const invited = invitationIn(redirectTo);
  const inviteeEmail = useConfirmedInviteeEmail(invited?.token);
  // Signed in (here or in another tab), the invitation link's address has no form left to fill.
  const signedIn = state === 'signed-in';
  useEffect(() => {
    if (signedIn) forgetInviteeEmail();
  }, [signedIn]);

  if (state === 'signed-in' && user) {
    return (
      <FormCard title="You already have an account">
        <AlreadySignedIn user={user} />
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Create your account"
      intro={
        invited
          ? 'Create your account to write your review. You come back to your invitation right after.'
          : `Join ${SITE_NAME} to share your experiences with companies and help others choose with confidence.`
      }
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={withRedirect('/sign-in', redirectTo)}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <InvitationBanner
        redirect={redirectTo}
        step="Sign up with the address the invitation was sent to, then confirm it with the link we email you: only then is your review marked as verified."
      />
      <SignUpForm redirectTo={redirectTo} invited={Boolean(invited)} inviteeEmail={inviteeEmail} />
    </FormCard>
  );
}
