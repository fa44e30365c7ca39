import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { REPORT_REASONS } from 'shared-ui';
import type { Ground, Reason } from '../utils/queue-labels';

/** What the review or reply breaks and on which ground: both hide decisions ask it. */
export function HideFields({ reason, ground, onReason, onGround, showErrors }: { reason: Reason | ''; ground: Ground; onReason: (r: Reason) => void; onGround: (g: Ground) => void; showErrors: boolean }) {
  const groundLabel = useId();
  const missing = showErrors && !reason;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="What it breaks"
        value={reason}
        onChange={(e) => onReason(e.target.value as Reason)}
        required
        fullWidth
        error={missing}
        helperText={missing ? 'Choose what the review breaks.' : undefined}
      >
        {REPORT_REASONS.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormLabel id={groundLabel}>Decision ground</FormLabel>
        <RadioGroup row aria-labelledby={groundLabel} value={ground} onChange={(e) => onGround(e.target.value as Ground)}>
          <FormControlLabel value="incompatible" control={<Radio />} label="Against our guidelines" />
          <FormControlLabel value="illegal" control={<Radio />} label="Illegal content" />
        </RadioGroup>
      </Box>
    </Stack>
  );
}
