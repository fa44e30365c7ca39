import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { REPORT_REASONS, type QueueCounts } from 'shared-ui';
import { SIGNAL_LABELS, type SignalKind } from '../../moderation';
import type { QueueFilter } from '../api/get-queue';
import type { QueueParamChanges } from '../hooks/use-queue-params';
import { QueueCompanyPicker } from './queue-company-picker';

type Source = QueueFilter['source'];

const SOURCES: { value: Source; label: string; count: (c: QueueCounts) => number }[] = [
  { value: 'all', label: 'Everything', count: (c) => c.all },
  { value: 'reports', label: "People's reports", count: (c) => c.reports },
  { value: 'signals', label: 'Automatic signals', count: (c) => c.signals },
];

/** People's reports or signals, a reason, a kind of signal and a company, each with how many queued reviews it holds. */
export function QueueFilters({ filter, counts, companyName, onChange }: { filter: QueueFilter; counts?: QueueCounts; companyName?: string; onChange: (changes: QueueParamChanges) => void }) {
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString('en')})`);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.source}
        onChange={(_, v: Source | null) => v && onChange({ source: v, reason: v === 'signals' ? undefined : filter.reason, signal: v === 'reports' ? undefined : filter.signal })}
        aria-label="Show"
        sx={{ flexWrap: 'wrap' }}
      >
        {SOURCES.map((s) => (
          <ToggleButton key={s.value} value={s.value} sx={{ textTransform: 'none' }}>
            {s.label}
            {counts && count(s.count(counts))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField select label="Report reason" value={filter.reason ?? ''} onChange={(e) => onChange({ reason: e.target.value, source: filter.source === 'signals' ? 'all' : filter.source })} sx={{ minWidth: 220 }}>
          <MenuItem value="">Any reason</MenuItem>
          {REPORT_REASONS.map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
              {count(counts?.byReason[r.value] ?? 0)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Signal" value={filter.signal ?? ''} onChange={(e) => onChange({ signal: e.target.value, source: filter.source === 'reports' ? 'all' : filter.source })} sx={{ minWidth: 220 }}>
          <MenuItem value="">Any signal</MenuItem>
          {(Object.entries(SIGNAL_LABELS) as [SignalKind, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
              {count(counts?.bySignal[value] ?? 0)}
            </MenuItem>
          ))}
        </TextField>
        <QueueCompanyPicker companyId={filter.companyId} companyName={companyName} onChange={(company) => onChange({ company })} />
      </Stack>
    </Stack>
  );
}
