import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { answerPage, api, ApiError, compactErrors, COMPANY_DESCRIPTION_MAX, COMPANY_NAME_MAX, COMPANY_WEBSITE_MAX, errorMessage, FormAlert, reviewCountLabel, SubmitButton, toast, useBusinessAccount, useCategories, useForm, usePageTitle, validateCategory, validateCompanyName, validateMaxLength, validateWebsite, withScheme, type Claim, type CreateCompanyBody, Link as RouterLink } from 'shared-ui';
import { useAddAndClaim, useClaim, useClaims } from '../api/business-api';
import { BusinessFrame } from '../components/business-frame';
import { ClaimState } from '../components/claim-state';
import { revokedText } from '../components/claims-to-attend';
import { DnsVerification } from '../components/dns-verification';

function claimToast(claim: Claim) {
  toast(
    claim.status === 'verified'
      ? { title: 'Profile claimed', description: `You are now the verified owner of ${claim.company.name}.`, variant: 'success' }
      : {
          title: 'Claim sent',
          description: claim.dnsRecord
            ? `A moderator will check your claim of ${claim.company.name}, or verify it yourself now with its DNS record.`
            : `A moderator will check your claim of ${claim.company.name}.`,
          variant: 'success',
        },
  );
}

export default function ClaimProfilePage() {
  usePageTitle('Claim your profile');
  const { account } = useBusinessAccount();
  const claims = useClaims();
  const claim = useClaim();
  const [search, setSearch] = useState(account?.companyName ?? '');
  const term = useDeferredValue(search.trim());
  const results = useQuery({
    queryKey: ['/api/companies', { search: term, limit: 8 }],
    queryFn: () => answerPage(api.GET('/api/companies', { params: { query: { search: term, limit: 8 } } })),
    enabled: term.length >= 2,
  });
  const [failure, setFailure] = useState<string>();
  const mine = new Map((claims.data ?? []).map((c) => [c.company.id, c]));

  return (
    <BusinessFrame
      title="Claim your company's profile"
      intro={
        <>
          Find your company and claim it. When your confirmed email is on the company's website domain (for example jane@northwind.com for
          www.northwind.com), you become its verified owner at once; otherwise verify the claim yourself with a DNS record on the domain, or a
          moderator checks it.
          {account && !account.emailVerified && ' Confirm your email address first (see the link we emailed you) to be verified at once.'}
        </>
      }
    >
      <Stack spacing={3}>
        {(claims.data?.length ?? 0) > 0 && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Your claims
              </Typography>
              <List dense aria-label="Your claims">
                {claims.data!.map((c) => (
                  <ListItem key={c.id} disableGutters divider sx={{ display: 'block', py: 1.5 }} aria-label={c.company.name}>
                    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                      <Link component={RouterLink} to={`/companies/${c.company.id}`} sx={{ fontWeight: 700 }}>
                        {c.company.name}
                      </Link>
                      <ClaimState status={c.status} verification={c.verification} />
                    </Box>
                    {c.status === 'revoked' ? (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {revokedText(c)}
                      </Typography>
                    ) : (
                      c.decisionReason && (
                        <Typography variant="body2" sx={{ mt: 0.5 }}>
                          {c.decisionReason}
                        </Typography>
                      )
                    )}
                    {c.dnsRecord && (
                      <Box sx={{ mt: 1.5 }}>
                        <DnsVerification claim={c} />
                      </Box>
                    )}
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        )}

        <Box component="section" aria-labelledby="find-heading">
          <Typography id="find-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Find your company
          </Typography>
          <TextField label="Company name" value={search} onChange={(e) => setSearch(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
          <FormAlert>{failure}</FormAlert>
          <List aria-label="Search results" aria-busy={results.isFetching}>
            {results.data?.items.map((company) => {
              const existing = mine.get(company.id);
              return (
                <ListItem key={company.id} divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Box sx={{ flex: 1, minWidth: 220 }}>
                    <Typography sx={{ fontWeight: 700 }}>{company.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {company.category} · {company.website ?? 'no website'} · {reviewCountLabel(company.totalReviews)}
                      {company.claimed && !existing && ' · already claimed'}
                    </Typography>
                  </Box>
                  {existing && existing.status !== 'rejected' ? (
                    <ClaimState status={existing.status} />
                  ) : (
                    <Button
                      variant="contained"
                      disabled={claim.isPending || company.claimed}
                      aria-label={`Claim ${company.name}`}
                      onClick={() => {
                        setFailure(undefined);
                        claim.mutate(company.id, { onSuccess: claimToast, onError: (e) => setFailure(errorMessage(e, 'We could not claim this company.')) });
                      }}
                    >
                      Claim
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
          {term.length >= 2 && results.isSuccess && results.data.items.length === 0 && <Alert severity="info">No listed company matches “{term}”. Add it below.</Alert>}
        </Box>

        {/* Once added, the search that found nothing is answered: it is cleared, not left saying so. */}
        <AddAndClaim onAdded={() => setSearch('')} />
      </Stack>
    </BusinessFrame>
  );
}

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

function AddAndClaim({ onAdded }: { onAdded: () => void }) {
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
    add.mutate(
      { name: v.name.trim(), category: v.category as CreateCompanyBody['category'], website: withScheme(v.website), ...(v.description.trim() ? { description: v.description.trim() } : {}) },
      {
        onSuccess: (c) => {
          claimToast(c);
          form.reset({ name: '', category: '', website: '', description: '' });
          // Searches made before it was listed must find it now.
          void client.invalidateQueries({ queryKey: ['/api/companies'] });
          onAdded();
        },
        onError: (e) =>
          setFailure({ message: errorMessage(e, 'We could not add this company.'), existingId: e instanceof ApiError && e.status === 409 ? e.existingId : undefined }),
      },
    );
  });
  const claimExisting = (companyId: string) =>
    claim.mutate(companyId, {
      onSuccess: (c) => {
        setFailure(undefined);
        claimToast(c);
      },
      onError: (e) => setFailure({ message: errorMessage(e, 'We could not claim this company.'), existingId: companyId }),
    });

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
                <Button color="inherit" size="small" onClick={() => claimExisting(failure.existingId!)} disabled={claim.isPending}>
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
            <SubmitButton pending={add.isPending} pendingLabel="Adding…">
              Add and claim
            </SubmitButton>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
