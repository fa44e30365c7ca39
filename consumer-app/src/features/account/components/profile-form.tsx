import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormAlert, NAME_MAX, SubmitButton, toast, toastFailure, useAuth, useForm, type User } from 'shared-ui';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_IMAGE_URL_MAX, type ProfileValues, validateProfile } from '../utils/account-validation';

function valuesOf(user: User): ProfileValues {
  return { firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl ?? '' };
}

function initials(v: ProfileValues): string {
  return `${v.firstName.trim().charAt(0)}${v.lastName.trim().charAt(0)}`.toUpperCase() || 'U';
}

export function ProfileForm({ user }: { user: User }) {
  const { setUser } = useAuth();
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<string>();
  const form = useForm({ initialValues: valuesOf(user), validate: validateProfile });
  // Only a well-formed address is previewed, not every half-typed one.
  const imageUrl = form.values.profileImageUrl.trim();
  const preview = imageUrl && !validateProfile(form.values).profileImageUrl ? imageUrl : undefined;

  const submit = form.handleSubmit((v) => {
    setServerError(undefined);
    return update.mutateAsync({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), profileImageUrl: v.profileImageUrl.trim() || null }).then(
      ({ user: saved }) => {
        setUser(saved);
        form.reset(valuesOf(saved));
        toast({ title: 'Profile updated', description: 'Your profile changes have been saved.', variant: 'success' });
      },
      (error: unknown) => {
        setServerError(toastFailure('Update failed', error, 'Failed to update profile'));
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
          <TextField
            {...form.field('firstName')}
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
          <TextField
            {...form.field('lastName', 'Reviews show your first name and last initial.')}
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={preview} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main', mt: 0.5 }}>
            {initials(form.values)}
          </Avatar>
          <TextField
            {...form.field('profileImageUrl', 'A link to a picture of you, starting with https://. Leave empty to show your initials.')}
            label="Profile image URL (optional)"
            type="url"
            fullWidth
            slotProps={{ htmlInput: { maxLength: PROFILE_IMAGE_URL_MAX, inputMode: 'url' } }}
          />
        </Stack>
        <FormAlert announced sx={{ mb: 0 }}>
          {serverError}
        </FormAlert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={form.submitting} pendingLabel="Saving…" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Save profile
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
