import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormCard, safeRedirect, SITE_NAME, useAuth, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { AlreadySignedIn } from '../features/auth/components/already-signed-in';
import { SignInForm } from '../features/auth/components/sign-in-form';

export default function SignInPage() {
  usePageTitle('Sign in');
  const { user, state } = useAuth();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));

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
      intro={`Welcome back to ${SITE_NAME}. Sign in to write reviews, vote on them and manage your account.`}
      footer={
        <Typography variant="body2">
          New to {SITE_NAME}?{' '}
          <Link component={RouterLink} to="/sign-up">
            Create an account
          </Link>
        </Typography>
      }
    >
      <SignInForm redirectTo={redirectTo} />
    </FormCard>
  );
}
