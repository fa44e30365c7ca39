import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, FormAlert, FormCard, NewPasswordForm, queryKeys, Link as RouterLink } from 'shared-ui';
import { resetBusinessPassword } from '../api/password-reset';

/**
 * Ticked unless the person unticks it: a reset is how an owner takes an account back, and keys or
 * endpoints someone else made meanwhile would otherwise keep working.
 */
function RevokeIntegrationsChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const help = useId();
  return (
    <div>
      <FormControlLabel
        control={<Checkbox name="revokeApiKeysAndWebhooks" checked={checked} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': help } }} />}
        label="Also revoke all API keys and webhook endpoints"
      />
      <FormHelperText id={help} sx={{ mt: 0 }}>
        Keep this ticked if someone else may have used your account: every API key stops working at once and every webhook endpoint is deleted, in all your
        companies. Create new ones for your own integrations after you sign in.
      </FormHelperText>
    </div>
  );
}

/** A new password for the `token` of a mailed reset link; without a token, the way to ask for one. */
export function ResetPasswordPanel({ token }: { token: string | undefined }) {
  const client = useQueryClient();
  const [revokeIntegrations, setRevokeIntegrations] = useState(true);
  const reset = useMutation({
    mutationFn: resetBusinessPassword,
    // A reset ends every session of the account, possibly this browser's.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.businessAccount }),
  });
  const [serverError, setServerError] = useState<string>();

  if (!token || reset.isSuccess) {
    return (
      <FormCard title="Reset your business password">
        <Stack spacing={2.5}>
          {reset.isSuccess ? (
            <Alert severity="success" role="status">{reset.data.message}</Alert>
          ) : (
            <Alert severity="warning">This page needs the link from your password reset email. Open it from the email, or ask for a new one.</Alert>
          )}
          <Button component={RouterLink} to={reset.isSuccess ? '/business/login' : '/business/forgot-password'} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {reset.isSuccess ? 'Sign in' : 'Ask for a reset link'}
          </Button>
        </Stack>
      </FormCard>
    );
  }

  const submit = (newPassword: string) => {
    setServerError(undefined);
    return reset
      .mutateAsync({ token, newPassword, revokeApiKeysAndWebhooks: revokeIntegrations })
      .catch((e: unknown) => setServerError(errorMessage(e, 'We could not reset the password. Please try again.')));
  };

  return (
    <FormCard title="Choose a new business password" intro="Your new password replaces the old one and signs the account out on every device.">
      <NewPasswordForm onSubmit={submit} choices={<RevokeIntegrationsChoice checked={revokeIntegrations} onChange={setRevokeIntegrations} />}>
        <FormAlert>{serverError}</FormAlert>
        {serverError && /link/i.test(serverError) && (
          <Button component={RouterLink} to="/business/forgot-password" sx={{ mb: 2 }}>
            Ask for a new link
          </Button>
        )}
      </NewPasswordForm>
    </FormCard>
  );
}
