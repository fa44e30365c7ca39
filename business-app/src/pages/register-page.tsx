import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormCard, useBusinessAccount, usePageTitle, Link as RouterLink, simpleHead, type RouteMatch } from 'shared-ui';
import { RegisterForm } from '../features/account/components/register-form';
import BusinessLoginPage from './login-page';

/** Its head, written by the shell's server into the HTML it renders. */
export const head = (match: RouteMatch) => simpleHead(match, '/business/register', 'Create a business account');

export default function BusinessRegisterPage() {
  usePageTitle('Create a business account');
  const { account } = useBusinessAccount();

  if (account) return <BusinessLoginPage />;

  return (
    <FormCard
      title="Create a business account"
      intro="Free to start: claim your company's profile, reply to reviews and invite customers. Use your work email: an address on your company's website domain claims the profile at once."
      footer={
        <Typography variant="body2">
          Already have a business account?{' '}
          <Link component={RouterLink} to="/business/login">
            Sign in
          </Link>
        </Typography>
      }
    >
      <RegisterForm />
    </FormCard>
  );
}
