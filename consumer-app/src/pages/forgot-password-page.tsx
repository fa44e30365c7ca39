import { FormCard, usePageTitle } from 'shared-ui';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <FormCard title="Forgot your password?" intro="Enter the email address of your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </FormCard>
  );
}
