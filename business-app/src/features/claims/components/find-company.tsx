// "Find your company": a search of the listed companies, each with its claim state or a Claim button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { errorMessage, FormAlert, reviewCountLabel, useSubmitLock, type Claim } from 'shared-ui';
import { useClaim } from '../api/claim-company';
import { useCompanySearch } from '../api/search-companies';
import { claimToast } from '../utils/claim-toast';
import { ClaimState } from './claim-state';

/** `search` is the page's (adding a company clears it); `claims` are the account's, to show which results it claimed. */
export function FindCompany({ search, onSearch, claims }: { search: string; onSearch: (search: string) => void; claims: Claim[] | undefined }) {
  const claim = useClaim();
  // One claim per click: a second one's refusal would say "could not claim" over a claim made.
  const claiming = useSubmitLock();
  const term = useDeferredValue(search.trim());
  const results = useCompanySearch(term);
  const [failure, setFailure] = useState<string>();
  const mine = new Map((claims ?? []).map((c) => [c.company.id, c]));

  return (
    <Box component="section" aria-labelledby="find-heading">
      <Typography id="find-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Find your company
      </Typography>
      <TextField label="Company name" value={search} onChange={(e) => onSearch(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
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
                  disabled={claiming.pending || company.claimed}
                  aria-label={`Claim ${company.name}`}
                  onClick={() => {
                    setFailure(undefined);
                    claiming.run(() =>
                      claim.mutateAsync(company.id).then(claimToast, (e: unknown) => setFailure(errorMessage(e, 'We could not claim this company.'))),
                    );
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
  );
}
