import { FormCard, usePageTitle } from 'shared-ui';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';

export default function BusinessForgotPasswordPage() {
  usePageTitle('Business password reset');
  return (
    <FormCard title="Reset your business password" intro="Enter your business account's email and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </FormCard>
  );
}
