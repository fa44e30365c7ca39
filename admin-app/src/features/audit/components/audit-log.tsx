// The Audit tab (administrators): every moderation decision with its statement of reasons,
// narrowed by action, target and dates, read a page at a time newest first, and exported whole.
// Each entry links what it is about (a review, company, user, business account) and says the DSA
// codes in words; on a phone the entries are a list, wider they are a table in a box of its own.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { DataTable, QueryState, type AuditAction } from 'shared-ui';
import { auditUrl, useAudit, type AuditFilter } from '../api/get-audit';
import { actorOf, AUDIT_ACTION_LABELS, formatWhen, TARGET_LABELS, type TargetType } from '../utils/audit-labels';
import { Reasons } from './audit-reasons';
import { Target } from './audit-target';

export function AuditLog() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [targetType, setTargetType] = useState<TargetType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: AuditFilter = { action: action || undefined, targetType: targetType || undefined, from: from || undefined, to: to || undefined };
  const audit = useAudit(filter);
  // On a phone a table of five columns is wider than the screen: the entries become a list.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const backwards = Boolean(from && to && to < from);
  // A failed older page leaves the entries shown on screen; only a failed first page replaces them.
  const firstPage = { data: audit.data, isPending: audit.isPending, isError: audit.isError && !audit.isFetchNextPageError, error: audit.error, isFetching: audit.isFetching, refetch: audit.refetch };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
        <TextField select label="Action" value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')} sx={{ minWidth: 240 }}>
          <MenuItem value="">All actions</MenuItem>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Target" value={targetType} onChange={(e) => setTargetType(e.target.value as TargetType | '')} sx={{ minWidth: 160 }}>
          <MenuItem value="">All targets</MenuItem>
          {Object.entries(TARGET_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        />
        <TextField
          type="date"
          label="To"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={backwards}
          helperText={backwards ? 'On or after the From date' : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        />
        <Stack direction="row" spacing={2} sx={{ alignSelf: { sm: 'center' } }}>
          <Button href={auditUrl(filter, { format: 'csv' })} variant="outlined">
            Export CSV
          </Button>
          <Button href={auditUrl(filter, { format: 'jsonl' })} variant="outlined">
            Export JSONL
          </Button>
        </Stack>
      </Stack>
      <QueryState query={firstPage} loadingLabel="Loading the audit log…" errorMessage="We could not load the audit log.">
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          if (entries.length === 0) return <Alert severity="info">No entries match these filters.</Alert>;
          return (
            <>
              {narrow ? (
                <Box component="ul" aria-label="Audit entries, newest first" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {entries.map((e) => (
                    <Box component="li" key={e.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
                      <Typography sx={{ fontWeight: 700 }}>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        <time dateTime={e.application_date}>{formatWhen(e.application_date)}</time> · {actorOf(e)}
                      </Typography>
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        <Target e={e} />
                      </Typography>
                      <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                        <Reasons e={e} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
              ) : (
                // However long a code or name, the table scrolls in its own box, never the page.
                <Box role="region" aria-label="Audit entries" tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
                  <DataTable caption="Newest first; entries can be added, never changed.">
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Who</th>
                        <th scope="col">What</th>
                        <th scope="col">Target</th>
                        <th scope="col">Reasons</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entries.map((e) => (
                        <tr key={e.id}>
                          <td>
                            <time dateTime={e.application_date}>{formatWhen(e.application_date)}</time>
                          </td>
                          <td>{actorOf(e)}</td>
                          <td>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</td>
                          <td>
                            <Target e={e} />
                          </td>
                          <td>
                            <Reasons e={e} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                </Box>
              )}
              {audit.isFetchNextPageError && (
                <Alert severity="error">We could not load the older entries.</Alert>
              )}
              {audit.hasNextPage && (
                <Button variant="outlined" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage} sx={{ alignSelf: 'flex-start' }}>
                  Show older entries
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
