import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Analytics } from 'shared-ui';
import { countOf } from '../utils/count';
import type { AnalyticsRange } from '../api/get-analytics';
import { monthName, monthsBetween } from '../utils/months';

/** From and To months, within the plan's range (the API's earliest and latest months). */
export function RangePicker({ a, range, onChange }: { a: Analytics; range: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const all = monthsBetween(a.earliestMonth, a.latestMonth);
  const whole = a.from === a.earliestMonth && a.to === a.latestMonth;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 1, width: '100%' }}>
        Period: {countOf(a.months, 'month')}, up to {countOf(all.length, 'month')} on your plan
      </Typography>
      <TextField select size="small" label="From" value={a.from} onChange={(e) => onChange({ ...range, from: e.target.value, to: range.to ?? a.to })} sx={{ minWidth: 170 }}>
        {all.map((m) => (
          <MenuItem key={m} value={m} disabled={m > a.to}>
            {monthName(m)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="To" value={a.to} onChange={(e) => onChange({ ...range, from: range.from ?? a.from, to: e.target.value })} sx={{ minWidth: 170 }}>
        {all.map((m) => (
          <MenuItem key={m} value={m} disabled={m < a.from}>
            {monthName(m)}
          </MenuItem>
        ))}
      </TextField>
      {!whole && (
        <Button variant="text" size="small" onClick={() => onChange({})}>
          Whole plan range
        </Button>
      )}
    </Box>
  );
}
