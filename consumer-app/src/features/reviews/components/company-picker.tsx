// Finds the company to review: type part of a name, pick from the API's matches.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CompanyLogo, type Company, Link as RouterLink } from 'shared-ui';
import { useSearchCompanies } from '../api/search-companies';
import { useDebouncedValue } from '../hooks/use-debounced-value';

interface CompanyPickerProps {
  value: Company | null;
  onChange(company: Company | null): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
}

export const SEARCH_DEBOUNCE_MS = 250;

export function CompanyPicker({ value, onChange, onBlur, error, disabled }: CompanyPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  // The text still matches the chosen company's name: no need to search for it.
  const searching = value && input === value.name ? '' : search;
  const results = useSearchCompanies(searching);
  const found = searching.trim() ? (results.data?.items ?? []) : [];
  // The chosen company stays among the options, as Autocomplete expects of its value.
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  const waiting = input.trim() !== '' && (input !== search || results.isFetching);

  let noOptionsText = 'Type to search for a company';
  if (results.isError) noOptionsText = 'Search is not available right now. Please try again.';
  else if (waiting) noOptionsText = 'Searching…';
  else if (input.trim()) noOptionsText = `No companies match “${input.trim()}”`;

  return (
    <Autocomplete
      value={value}
      onChange={(_, company) => onChange(company)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={options}
      // The API already filtered (re-filtering would hide category matches); the chosen company is
      // only an option for Autocomplete's sake, not a search result.
      filterOptions={(all, state) => (value && state.inputValue !== value.name ? all.filter((c) => found.includes(c)) : all)}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={waiting}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, company) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={32} decorative />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{company.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {company.category}
              {company.location ? ` · ${company.location}` : ''}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="companyId"
          label="Company"
          required
          placeholder="Start typing a company name"
          error={Boolean(error)}
          helperText={
            error ?? (
              <>
                Search by name or category. Not listed yet?{' '}
                <Link component={RouterLink} to="/add-business">
                  Add the business
                </Link>
              </>
            )
          }
          onBlur={onBlur}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
