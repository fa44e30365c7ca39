import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { LoadError, LoadingState, reviewCountLabel, type Company, Link as RouterLink, useSearchParams } from 'shared-ui';
import { useClaims } from '../api/get-claims';
import { ownedCompanies } from '../utils/owned-companies';
import { ClaimsToAttend } from './claims-to-attend';

/**
 * The account's verified companies, one chosen (?company= in the URL, else the first). Renders
 * the chooser above `children(company)`; without a verified company it leads to claiming one.
 */
export function WithOwnedCompany({ children }: { children: (company: Company) => ReactNode }) {
  const claims = useClaims();
  const [params, setParams] = useSearchParams();
  if (claims.isPending) return <LoadingState label="Loading your companies…" />;
  if (claims.isError) return <LoadError message="We could not load your companies." onRetry={() => void claims.refetch()} retrying={claims.isFetching} />;
  const owned = ownedCompanies(claims.data);
  if (owned.length === 0) {
    const waiting = claims.data.some((c) => c.status === 'pending');
    return (
      <Stack spacing={2}>
        <ClaimsToAttend claims={claims.data} alone />
        {!waiting && <Alert severity="info">You do not own a company profile yet. Claim yours to reply to reviews, invite customers and see analytics.</Alert>}
        <Button component={RouterLink} to="/claim-profile" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Claim your company
        </Button>
      </Stack>
    );
  }
  const chosen = owned.find((c) => c.id === params.get('company')) ?? owned[0];
  return (
    <Stack spacing={3}>
      <ClaimsToAttend claims={claims.data} alone={false} />
      {owned.length > 1 && (
        <TextField
          select
          label="Your companies"
          value={chosen.id}
          onChange={(e) => setParams((p) => { p.set('company', e.target.value); return p; }, { replace: true })}
          sx={{ maxWidth: 400 }}
        >
          {owned.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} · {c.totalReviews > 0 ? `${c.averageRating} ★ · ${reviewCountLabel(c.totalReviews)}` : 'No reviews yet'}
            </MenuItem>
          ))}
        </TextField>
      )}
      {children(chosen)}
    </Stack>
  );
}
