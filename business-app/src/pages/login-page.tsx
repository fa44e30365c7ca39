import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormCard, safeRedirect, useBusinessAccount, usePageTitle, Link as RouterLink, useSearchParams, simpleHead, type RouteMatch } from 'shared-ui';
import { AlreadySignedIn } from '../features/account/components/already-signed-in';
import { LoginForm } from '../features/account/components/login-form';

/** Its head, written by the shell's server into the HTML it renders. */
export const head = (match: RouteMatch) => simpleHead(match, '/business/login', 'Business login');

export default function BusinessLoginPage() {
  usePageTitle('Business login');
  const { account } = useBusinessAccount();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'), '/business/dashboard');

  if (account) {
    return (
      <FormCard title="Business login">
        <AlreadySignedIn account={account} />
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Business login"
      intro="Sign in to your business account to reply to reviews, invite customers and follow your ratings."
      footer={
        <Typography variant="body2">
          New here?{' '}
          <Link component={RouterLink} to="/business/register">
            Create a free business account
          </Link>
          {' · '}
          <Link component={RouterLink} to="/sign-in">
            Looking for the reviewer sign-in?
          </Link>
        </Typography>
      }
    >
      <LoginForm redirectTo={redirectTo} />
    </FormCard>
  );
}
