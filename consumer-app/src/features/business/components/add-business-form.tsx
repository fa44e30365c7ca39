import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, type CreateCompanyBody, errorMessage, HelperWithCount, Link as RouterLink, SubmitButton, toast, useCategories, useForm, useNavigate } from 'shared-ui';
import { useCreateCompany } from '../api/create-company';
import {
  DESCRIPTION_MAX,
  LOCATION_MAX,
  LOGO_URL_MAX,
  NAME_MAX,
  validateCompany,
  WEBSITE_MAX,
  type CompanyFormValues,
} from '../utils/company-validation';
import { COUNTRY_OPTIONS } from '../utils/countries';

const INITIAL: CompanyFormValues = { name: '', category: '', website: '', description: '', location: '', countryCode: '', logoUrl: '' };

/** Optional text: trimmed, and left out when empty. */
function optional(value: string): string | undefined {
  return value.trim() || undefined;
}

export function AddBusinessForm() {
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useCreateCompany();
  const [serverError, setServerError] = useState<string>();
  // A website already listed: the 409 names the company, and its id links to it.
  const [existingId, setExistingId] = useState<string>();
  const categoryNames = useMemo(() => (categories.data ?? []).map((c) => c.name), [categories.data]);
  const validate = useCallback((v: CompanyFormValues) => validateCompany(v, categoryNames), [categoryNames]);
  const form = useForm({ initialValues: INITIAL, validate });
  const description = form.values.description.trim().length;

  const submit = form.handleSubmit((v) => {
    setServerError(undefined);
    setExistingId(undefined);
    const body: CreateCompanyBody = {
      name: v.name.trim(),
      category: v.category as CreateCompanyBody['category'],
      website: v.website.trim(),
      description: optional(v.description),
      location: optional(v.location),
      countryCode: optional(v.countryCode),
      logoUrl: optional(v.logoUrl),
    };
    return create.mutateAsync(body).then(
      (company) => {
        toast({ title: 'Business added', description: `${company.name} is now listed. Be the first to review it.`, variant: 'success' });
        navigate(`/companies/${company.id}`);
      },
      // 409 names the company already listed with that website, and gives its id.
      (error: unknown) => {
        setServerError(errorMessage(error, 'We could not add the business. Please try again.'));
        setExistingId(error instanceof ApiError && error.status === 409 ? error.existingId : undefined);
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add a business">
      <Stack spacing={1.5}>
        <TextField
          {...form.field('name')}
          label="Company name"
          required
          fullWidth
          autoComplete="organization"
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextField
          {...form.field('category', categories.isError ? 'The categories could not be loaded. Please reload the page.' : undefined)}
          select
          label="Category"
          required
          fullWidth
          disabled={categories.isPending}
        >
          {categories.isPending && (
            <MenuItem value="" disabled>
              Loading categories…
            </MenuItem>
          )}
          {categoryNames.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.field('website', 'The company’s own site, e.g. https://www.example.com. Each website can be listed once.')}
          label="Website"
          type="url"
          required
          fullWidth
          autoComplete="url"
          slotProps={{ htmlInput: { maxLength: WEBSITE_MAX, inputMode: 'url' } }}
        />
        <TextField
          {...form.field('description')}
          helperText={
            <HelperWithCount
              message={form.errorFor('description') ?? 'What the company does, in a few sentences.'}
              count={description}
              max={DESCRIPTION_MAX}
            />
          }
          label="Description (optional)"
          fullWidth
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
          <TextField
            {...form.field('location', 'City or region, e.g. Leeds, United Kingdom')}
            label="Location (optional)"
            fullWidth
            slotProps={{ htmlInput: { maxLength: LOCATION_MAX } }}
          />
          <TextField {...form.field('countryCode')} select label="Country (optional)" fullWidth>
            <MenuItem value="">
              <em>Not specified</em>
            </MenuItem>
            {COUNTRY_OPTIONS.map(({ code, name }) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          {...form.field('logoUrl', 'A link to the logo image, starting with https://')}
          label="Logo URL (optional)"
          type="url"
          fullWidth
          slotProps={{ htmlInput: { maxLength: LOGO_URL_MAX, inputMode: 'url' } }}
        />
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
            {existingId && (
              <>
                {' '}
                <Link component={RouterLink} to={`/companies/${existingId}`} color="inherit" sx={{ fontWeight: 700 }}>
                  See the listed company
                </Link>
              </>
            )}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={form.submitting} pendingLabel="Adding…" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Add business
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
