import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { copyText } from '../../claims';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The copy button's label, e.g. "Copy key". */
  copyLabel: string;
  /** The toast's title once copied, e.g. "Key copied". */
  copied: string;
  multiline?: boolean;
}

/** Read-only text in a monospace field with a button that copies it. */
export function CopyField({ label, value, copyLabel, copied, multiline = false }: CopyFieldProps) {
  return (
    <Box>
      <TextField
        label={label}
        value={value}
        multiline={multiline}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => void copyText(value, { title: copied })}>
        {copyLabel}
      </Button>
    </Box>
  );
}
