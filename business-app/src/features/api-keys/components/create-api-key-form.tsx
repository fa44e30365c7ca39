import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { compactErrors, errorMessage, errorStatus, fieldLimits, FormAlert, SubmitButton, useForm, type ApiKeyPermission, type CreatedApiKey } from 'shared-ui';
import { toggleChoice } from '../../webhooks';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { PERMISSION_LABELS } from '../utils/curl-example';

const NAME_MAX = fieldLimits.CreateApiKeyDto.name.maxLength;
const PERMISSIONS = Object.keys(PERMISSION_LABELS) as ApiKeyPermission[];

/** Names a new key and chooses what it may do; hands the created key (with the key itself) to onCreated. */
export function CreateApiKeyForm({ companyId, onCreated }: { companyId: string; onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey(companyId);
  // `limit`: refused as the company has the most keys it may have (the only conflict of this call).
  const [failure, setFailure] = useState<{ message: string; limit: boolean }>();
  // That refusal was about the list as it was: once a key is revoked it no longer holds, and its
  // message would send the owner looking for a limit they are no longer at.
  const keys = useApiKeys(companyId).data;
  useEffect(() => setFailure((shown) => (shown?.limit ? undefined : shown)), [keys]);
  const permissionsHelp = useId();
  const form = useForm<{ name: string; permissions: ApiKeyPermission[] }>({
    initialValues: { name: '', permissions: ['invitations:write'] },
    validate: (v) =>
      compactErrors({
        name: !v.name.trim() ? 'Please give the key a name' : v.name.trim().length > NAME_MAX ? `The name must be at most ${NAME_MAX} characters` : undefined,
        permissions: v.permissions.length === 0 ? 'Please choose at least one permission.' : undefined,
      }),
  });
  const permissionsError = form.errorFor('permissions');
  const toggle = (p: ApiKeyPermission, on: boolean) =>
    form.setValue('permissions', toggleChoice(PERMISSIONS, form.values.permissions, p, on));

  return (
    <Box
      component="form"
      noValidate
      aria-label="Create an API key"
      onSubmit={form.handleSubmit((v) => {
        setFailure(undefined);
        return create.mutateAsync({ name: v.name.trim(), permissions: v.permissions }).then(
          (key) => {
            form.reset({ name: '', permissions: v.permissions });
            onCreated(key);
          },
          (error: unknown) => setFailure({ message: errorMessage(error, 'The key could not be created. Please try again.'), limit: errorStatus(error) === 409 }),
        );
      })}
    >
      <FormAlert>{failure?.message}</FormAlert>
      <TextField
        {...form.field('name', 'For example, the system that will use it')}
        label="Key name"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      {/* The message marks and describes each checkbox, not the group: a screen reader says it with the checkbox the focus moves to. */}
      <FormControl component="fieldset" error={Boolean(permissionsError)} sx={{ mt: 1 }}>
        <FormLabel component="legend">What the key may do</FormLabel>
        <FormGroup>
          {PERMISSIONS.map((p) => (
            <FormControlLabel
              key={p}
              control={
                <Checkbox
                  name="permissions"
                  checked={form.values.permissions.includes(p)}
                  onChange={(e) => toggle(p, e.target.checked)}
                  slotProps={{ input: { 'aria-invalid': permissionsError ? true : undefined, 'aria-describedby': permissionsError ? permissionsHelp : undefined } }}
                />
              }
              label={`${PERMISSION_LABELS[p].label} (${p}): ${PERMISSION_LABELS[p].hint}`}
            />
          ))}
        </FormGroup>
        {permissionsError && <FormHelperText id={permissionsHelp}>{permissionsError}</FormHelperText>}
      </FormControl>
      <SubmitButton pending={form.submitting} pendingLabel="Creating…" sx={{ mt: 1.5 }}>
        Create key
      </SubmitButton>
    </Box>
  );
}
