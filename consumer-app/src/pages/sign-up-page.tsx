import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormCard, SITE_NAME, useAuth, usePageTitle, Link as RouterLink } from 'shared-ui';
import { AlreadySignedIn } from '../features/auth/components/already-signed-in';
import { SignUpForm } from '../features/auth/components/sign-up-form';

export default function SignUpPage() {
  usePageTitle('Sign up');
  const { user, state } = useAuth();

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
      intro={`Join ${SITE_NAME} to share your experiences with companies and help others choose with confidence.`}
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/sign-in">
            Sign in
          </Link>
        </Typography>
      }
    >
      <SignUpForm />
    </FormCard>
  );
}
