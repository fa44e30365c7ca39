import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-ui';

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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: copied, variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it with Ctrl+C (Cmd+C on a Mac).', variant: 'destructive' });
    }
  };
  return (
    <Box>
      <TextField
        label={label}
        value={value}
        multiline={multiline}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => void copy()}>
        {copyLabel}
      </Button>
    </Box>
  );
}
