import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { compactErrors, errorMessage, fieldLimits, FormAlert, SubmitButton, useForm, type ApiKeyPermission, type CreatedApiKey } from 'shared-ui';
import { useCreateApiKey } from '../api/create-api-key';
import { PERMISSION_LABELS } from '../utils/curl-example';

const NAME_MAX = fieldLimits.CreateApiKeyDto.name.maxLength;
const PERMISSIONS = Object.keys(PERMISSION_LABELS) as ApiKeyPermission[];

/** Names a new key and chooses what it may do; hands the created key (with the key itself) to onCreated. */
export function CreateApiKeyForm({ companyId, onCreated }: { companyId: string; onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey(companyId);
  const [failure, setFailure] = useState<string>();
  const [permissions, setPermissions] = useState<ApiKeyPermission[]>(['invitations:write']);
  const [triedWithout, setTriedWithout] = useState(false);
  const form = useForm({
    initialValues: { name: '' },
    validate: (v) =>
      compactErrors({
        name: !v.name.trim() ? 'Please give the key a name' : v.name.trim().length > NAME_MAX ? `The name must be at most ${NAME_MAX} characters` : undefined,
      }),
  });
  const noPermission = permissions.length === 0;
  const toggle = (p: ApiKeyPermission, on: boolean) => setPermissions((list) => (on ? PERMISSIONS.filter((x) => x === p || list.includes(x)) : list.filter((x) => x !== p)));

  return (
    <Box
      component="form"
      noValidate
      aria-label="Create an API key"
      onSubmit={(e) => {
        setTriedWithout(true);
        form.handleSubmit((v) => {
          if (noPermission) return;
          setFailure(undefined);
          create.mutate(
            { name: v.name.trim(), permissions },
            {
              onSuccess: (key) => {
                form.reset({ name: '' });
                onCreated(key);
              },
              onError: (error) => setFailure(errorMessage(error, 'The key could not be created. Please try again.')),
            },
          );
        })(e);
      }}
    >
      <FormAlert>{failure}</FormAlert>
      <TextField
        {...form.field('name', 'For example, the system that will use it')}
        label="Key name"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <FormLabel component="legend">What the key may do</FormLabel>
        <FormGroup>
          {PERMISSIONS.map((p) => (
            <FormControlLabel
              key={p}
              control={<Checkbox checked={permissions.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />}
              label={`${PERMISSION_LABELS[p].label} (${p}): ${PERMISSION_LABELS[p].hint}`}
            />
          ))}
        </FormGroup>
        {triedWithout && noPermission && (
          <FormHelperText error role="alert">
            Please choose at least one permission.
          </FormHelperText>
        )}
      </Box>
      <SubmitButton pending={create.isPending} pendingLabel="Creating…" sx={{ mt: 1.5 }}>
        Create key
      </SubmitButton>
    </Box>
  );
}
