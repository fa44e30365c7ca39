import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo, useState } from 'react';
import type { QueueCompany } from 'shared-ui';
import { useQueueCompanies } from '../api/get-queue-companies';
import { plural } from '../utils/queue-labels';

/** The companies with queued reviews, found by name (asked once the picker opens), each with how much of it is queued. */
export function QueueCompanyPicker({ companyId, companyName, onChange }: { companyId?: string; companyName?: string; onChange: (companyId: string | undefined) => void }) {
  const [input, setInput] = useState('');
  const selected = useMemo<QueueCompany | null>(() => (companyId ? { id: companyId, name: companyName ?? '', queued: 0, reported: 0 } : null), [companyId, companyName]);
  // The field shows the chosen company's name: that is no search.
  const search = useDeferredValue(selected && input === selected.name ? '' : input.trim());
  const [open, setOpen] = useState(false);
  const companies = useQueueCompanies(search, open);
  return (
    <Autocomplete
      options={companies.data ?? []}
      value={selected}
      onChange={(_, v) => onChange(v?.id)}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The API finds the companies by name: every option it answers fits.
      filterOptions={(options) => options}
      loading={companies.isFetching}
      noOptionsText="No company with queued reviews has that name"
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.name} — {plural(o.queued, 'queued', 'queued')}
          {o.reported > 0 && `, ${plural(o.reported, 'reported by people', 'reported by people')}`}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Company" helperText="Companies with queued reviews, by name" />}
      sx={{ minWidth: 280, flexGrow: 1, maxWidth: 420 }}
    />
  );
}
