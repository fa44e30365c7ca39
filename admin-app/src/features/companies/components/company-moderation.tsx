// The Companies tab: correct a company's public details, and show (or take down) the notice of
// unusual review activity on its page for a set time.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { DataTable, formatDate, QueryState, useCategories, type Company, Link as RouterLink, reviewCountLabel } from 'shared-ui';
import { DecisionDialog } from '../../moderation';
import { useEditCompany, useRemoveNotice, useSetNotice } from '../api/company-decisions';
import { useCompanySearch } from '../api/search-companies';
import { changedDetails, daysAreValid, detailsOf, type Details } from '../utils/company-details';

type Kind = 'edit' | 'notice' | 'remove';

export function CompanyModeration() {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const companies = useCompanySearch(term);
  const [acting, setActing] = useState<{ company: Company; kind: Kind }>();
  const [form, setForm] = useState<Details>({ name: '', category: '', website: '', location: '', description: '' });
  const [days, setDays] = useState('14');
  const categories = useCategories();
  const edit = useEditCompany();
  const notice = useSetNotice();
  const remove = useRemoveNotice();
  const open = (company: Company, kind: Kind) => {
    setForm(detailsOf(company));
    setActing({ company, kind });
  };
  const daysValid = daysAreValid(days);
  return (
    <Stack spacing={2}>
      <TextField label="Find a company by name or category" value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ maxWidth: 480 }} />
      {term.length > 0 && (
        <QueryState query={companies} loadingLabel="Searching…" errorMessage="We could not search the companies.">
          {(list) =>
            list.length === 0 ? (
              <Typography>No company matches “{term}”.</Typography>
            ) : (
              <DataTable>
                <thead>
                  <tr>
                    <th scope="col">Company</th>
                    <th scope="col">Website</th>
                    <th scope="col">Notice</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">
                        <Link component={RouterLink} to={`/companies/${c.id}`}>
                          {c.name}
                        </Link>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {c.category} · {reviewCountLabel(c.totalReviews)}
                        </Typography>
                      </th>
                      <td>{c.website ?? '—'}</td>
                      <td>{c.notice ? `Until ${formatDate(c.notice.until)}` : 'None'}</td>
                      <td>
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                          <Button size="small" variant="outlined" onClick={() => open(c, 'edit')}>
                            Edit details
                          </Button>
                          {c.notice ? (
                            <Button size="small" variant="outlined" onClick={() => open(c, 'remove')}>
                              Remove notice
                            </Button>
                          ) : (
                            <Button size="small" variant="outlined" color="warning" onClick={() => open(c, 'notice')}>
                              Put up notice
                            </Button>
                          )}
                        </Stack>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )
          }
        </QueryState>
      )}
      {acting?.kind === 'edit' && (
        <DecisionDialog
          title={`Edit “${acting.company.name}”`}
          intro="Correct the details the public sees. The audit log keeps each old and new value with your reasons."
          confirmLabel="Save details"
          done="Company details saved"
          fields={
            <Stack spacing={2}>
              <TextField label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required slotProps={{ htmlInput: { maxLength: 120 } }} />
              <TextField select label="Category" value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })} required>
                {(categories.data ?? [{ name: form.category }]).map((c) => (
                  <MenuItem key={c.name} value={c.name}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label="Website" value={form.website} onChange={(e) => setForm({ ...form, website: e.target.value })} required slotProps={{ htmlInput: { maxLength: 300 } }} />
              <TextField label="Location" value={form.location} onChange={(e) => setForm({ ...form, location: e.target.value })} slotProps={{ htmlInput: { maxLength: 120 } }} />
              <TextField label="Description" value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            </Stack>
          }
          onConfirm={(facts) => edit.mutateAsync({ id: acting.company.id, changes: changedDetails(acting.company, form), facts })}
          onClose={() => setActing(undefined)}
        />
      )}
      {acting?.kind === 'notice' && (
        <DecisionDialog
          title={`Notice on “${acting.company.name}”`}
          intro="The company page shows “We found unusual review activity on this profile” until the time is up. State what you found."
          confirmLabel="Put up notice"
          done="Notice shown on the company page"
          ready={daysValid}
          fields={
            <TextField
              label="Days to show it (1 to 90)"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              required
              error={!daysValid}
              helperText={daysValid ? undefined : 'A whole number from 1 to 90'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          }
          onConfirm={(facts) => notice.mutateAsync({ id: acting.company.id, days: Number(days), facts })}
          onClose={() => setActing(undefined)}
        />
      )}
      {acting?.kind === 'remove' && (
        <DecisionDialog
          title={`Remove the notice on “${acting.company.name}”`}
          intro="The notice leaves the company page now, before its time is up."
          confirmLabel="Remove notice"
          done="Notice removed"
          onConfirm={(facts) => remove.mutateAsync({ id: acting.company.id, facts })}
          onClose={() => setActing(undefined)}
        />
      )}
    </Stack>
  );
}
