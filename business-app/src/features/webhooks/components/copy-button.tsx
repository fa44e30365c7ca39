import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { toast } from 'shared-ui';

/** Copies `text`, says so in a toast, and says how to copy by hand when the browser refuses. */
export function CopyButton({ text, what, label }: { text: string; what: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: `${what} copied`, variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it with Ctrl+C (Cmd+C on a Mac).', variant: 'destructive' });
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()} aria-label={label}>
      Copy
    </Button>
  );
}
