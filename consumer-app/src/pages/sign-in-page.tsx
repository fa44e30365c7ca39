import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormCard, safeRedirect, SITE_NAME, useAuth, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { AlreadySignedIn } from '../features/auth/components/already-signed-in';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { InvitationBanner, invitationIn, leadsToReviewForm, withRedirect } from '../features/reviews';

export default function SignInPage() {
  usePageTitle('Sign in');
  const { user, state } = useAuth();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const invited = invitationIn(redirectTo);

  if (state === 'signed-in' && user) {
    return (
      <FormCard title="You are already signed in">
        <AlreadySignedIn user={user} />
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Sign in"
      intro={
        invited
          ? 'Sign in to write your review. You come back to your invitation once you are signed in.'
          : leadsToReviewForm(redirectTo)
            ? 'Sign in to write your review. You go straight on to the review form once you are signed in.'
            : `Welcome back to ${SITE_NAME}. Sign in to write reviews, vote on them and manage your account.`
      }
      footer={
        <Typography variant="body2">
          New to {SITE_NAME}?{' '}
          {/* The way back goes along: someone switching to sign-up still returns to where they were going. */}
          <Link component={RouterLink} to={withRedirect('/sign-up', redirectTo)}>
            Create an account
          </Link>
        </Typography>
      }
    >
      <InvitationBanner redirect={redirectTo} step="Sign in with the account of the address the invitation was sent to. No account yet? Create one below the form." />
      <SignInForm redirectTo={redirectTo} />
    </FormCard>
  );
}
