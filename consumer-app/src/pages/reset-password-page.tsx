import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormCard, useAuth, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const { state } = useAuth();

  if (!token) {
    return (
      <FormCard title="Reset your password">
        <Stack spacing={2.5}>
          <Alert severity="warning">
            This page needs the link from your password reset email. Open the link in the email we sent you, or ask for a new one.
          </Alert>
          {/* /forgot-password exists only while signed out; signed-in users change it in settings. */}
          {state === 'signed-in' ? (
            <Button component={RouterLink} to="/account/settings" variant="contained">
              Change your password in account settings
            </Button>
          ) : (
            <Button component={RouterLink} to="/forgot-password" variant="contained">
              Ask for a reset link
            </Button>
          )}
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard title="Choose a new password" intro="Your new password replaces the old one and signs you out on every device.">
      <ResetPasswordForm token={token} />
    </FormCard>
  );
}
