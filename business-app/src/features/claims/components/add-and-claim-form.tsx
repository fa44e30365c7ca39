// "Not listed yet? Add and claim it": lists a company and claims it in one call. A website already
// listed is named by the API (a 409 with existingId): the form links that company and offers to claim it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, compactErrors, COMPANY_DESCRIPTION_MAX, COMPANY_NAME_MAX, COMPANY_WEBSITE_MAX, errorMessage, FormAlert, SubmitButton, useBusinessAccount, useCategories, useForm, useSubmitLock, validateCategory, validateCompanyName, validateMaxLength, validateWebsite, withScheme, type CreateCompanyBody, Link as RouterLink } from 'shared-ui';
import { useAddAndClaim } from '../api/add-and-claim';
import { useClaim } from '../api/claim-company';
import { claimToast } from '../utils/claim-toast';

interface AddValues {
  name: string;
  category: string;
  website: string;
  description: string;
}

/** A 409 of a website already listed: its message names the company, and its id links to it. */
interface AddFailure {
  message: string;
  existingId?: string;
}

/** Starts with the company name and website the account was registered with; `onAdded` once it is listed and claimed. */
export function AddAndClaimForm({ onAdded }: { onAdded: () => void }) {
  const { account } = useBusinessAccount();
  const categories = useCategories();
  const add = useAddAndClaim();
  const claim = useClaim();
  const client = useQueryClient();
  const [failure, setFailure] = useState<AddFailure>();
  // What the account was registered with: most accounts add the company they registered.
  const form = useForm<AddValues>({
    initialValues: { name: account?.companyName ?? '', category: '', website: account?.website ?? '', description: '' },
    validate: (v) =>
      compactErrors({
        name: validateCompanyName(v.name),
        category: validateCategory(v.category, (categories.data ?? []).map((c) => c.name)),
        website: validateWebsite(v.website),
        description: validateMaxLength(v.description, COMPANY_DESCRIPTION_MAX, 'Description'),
      }),
  });
  const submit = form.handleSubmit((v) => {
    setFailure(undefined);
    return add
      .mutateAsync({ name: v.name.trim(), category: v.category as CreateCompanyBody['category'], website: withScheme(v.website), ...(v.description.trim() ? { description: v.description.trim() } : {}) })
      .then(
        (c) => {
          claimToast(c);
          form.reset({ name: '', category: '', website: '', description: '' });
          // Searches made before it was listed must find it now.
          void client.invalidateQueries({ queryKey: ['/api/companies'] });
          onAdded();
        },
        (e: unknown) =>
          setFailure({ message: errorMessage(e, 'We could not add this company.'), existingId: e instanceof ApiError && e.status === 409 ? e.existingId : undefined }),
      );
  });
  const claiming = useSubmitLock();
  const claimExisting = (companyId: string) =>
    claiming.run(() =>
      claim.mutateAsync(companyId).then(
        (c) => {
          setFailure(undefined);
          claimToast(c);
        },
        (e: unknown) => setFailure({ message: errorMessage(e, 'We could not claim this company.'), existingId: companyId }),
      ),
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="add-heading">
      <CardContent>
        <Typography id="add-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Not listed yet? Add and claim it
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Add and claim a company">
          {failure?.existingId ? (
            <Alert
              severity="error"
              role="alert"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => claimExisting(failure.existingId!)} disabled={claiming.pending}>
                  Claim it
                </Button>
              }
            >
              {failure.message}{' '}
              <Link component={RouterLink} to={`/companies/${failure.existingId}`} color="inherit" sx={{ fontWeight: 700 }}>
                See the listed company
              </Link>
            </Alert>
          ) : (
            <FormAlert>{failure?.message}</FormAlert>
          )}
          <Stack spacing={1.5}>
            <TextField {...form.field('name')} label="Company name" required fullWidth slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX } }} />
            <TextField {...form.field('category')} select label="Category" required fullWidth>
              {(categories.data ?? []).map((c) => (
                <MenuItem key={c.name} value={c.name}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...form.field('website', 'Its domain must not be listed yet')} label="Website" required fullWidth slotProps={{ htmlInput: { maxLength: COMPANY_WEBSITE_MAX } }} />
            <TextField {...form.field('description')} label="Description (optional)" multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: COMPANY_DESCRIPTION_MAX } }} />
            <SubmitButton pending={form.submitting} pendingLabel="Adding…">
              Add and claim
            </SubmitButton>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
