// "Delete my account": a button, then a dialog that asks for the password before the account and
// its data go. What follows a deletion (signing out, where to go) is the realm's: `onDeleted`.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../forms/error-message';
import { FormAlert } from '../forms/form-alert';
import { PasswordField } from '../forms/password-field';
import { SubmitButton } from '../forms/submit-button';
import { useForm } from '../forms/use-form';
import { compactErrors, PASSWORD_MAX } from '../forms/validators';
import { useDeleteAccount } from './personal-data-api';
import type { SessionRealm } from './sessions-api';

const WHAT_GOES: Record<SessionRealm, string> = {
  consumer:
    'Your account, your reviews and your votes are deleted at once, and every device is signed out. The companies you reviewed lose your rating. This cannot be undone.',
  business:
    'Your business account is deleted at once: your claims end (the companies stay listed, unclaimed), your API keys stop working, your webhooks are removed, and every device is signed out. Your published replies stay as the company’s. This cannot be undone.',
};

const validate = (v: { password: string }) =>
  compactErrors({
    password: !v.password ? 'Your password is required to delete your account' : v.password.length > PASSWORD_MAX ? 'The password is incorrect' : undefined,
  });

export function DeleteAccount({ realm, onDeleted }: { realm: SessionRealm; onDeleted: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const erase = useDeleteAccount(realm);
  const form = useForm({ initialValues: { password: '' }, validate });
  const pending = form.submitting;

  const close = () => {
    if (pending) return;
    setOpen(false);
    setServerError(undefined);
    form.reset({ password: '' });
  };
  const submit = form.handleSubmit(({ password }) => {
    setServerError(undefined);
    return erase.mutateAsync(password).then(
      () => onDeleted(),
      (error: unknown) => setServerError(errorMessage(error, 'Your account could not be deleted. Please try again.')),
    );
  });

  return (
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {WHAT_GOES[realm]} You may want to download your data first.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
        <Box component="form" noValidate onSubmit={submit} aria-label="Delete my account">
          <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
              {WHAT_GOES[realm]} Enter your password to confirm.
            </DialogContentText>
            <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" required fullWidth autoFocus />
            <FormAlert announced sx={{ mb: 0 }}>
              {serverError}
            </FormAlert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={pending}>
              Keep my account
            </Button>
            <SubmitButton pending={pending} pendingLabel="Deleting…" color="error" size="medium">
              Delete my account
            </SubmitButton>
          </DialogActions>
        </Box>
      </Dialog>
    </Stack>
  );
}
