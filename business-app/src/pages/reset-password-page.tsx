import { usePageTitle, useSearchParams } from 'shared-ui';
import { ResetPasswordPanel } from '../features/account/components/reset-password-panel';

export default function BusinessResetPasswordPage() {
  usePageTitle('Choose a new business password');
  const token = useSearchParams()[0].get('token')?.trim();
  return <ResetPasswordPanel token={token} />;
}
