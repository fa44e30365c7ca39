import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { copyText } from '../../claims';

/** Copies `text`, says so in a toast, and says how to copy by hand when the browser refuses. */
export function CopyButton({ text, what, label }: { text: string; what: string; label: string }) {
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copyText(text, { title: `${what} copied` })} aria-label={label}>
      Copy
    </Button>
  );
}
