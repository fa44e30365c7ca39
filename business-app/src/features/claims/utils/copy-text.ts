import { toast } from 'shared-ui';

/**
 * Copies `text` and says so in a toast (`copied`); when the browser refuses, the toast says how to
 * copy the `what` by hand.
 */
export async function copyText(text: string, copied: { title: string; description?: string }, what = 'text'): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ ...copied, variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: `Select the ${what} and copy it with Ctrl+C (Cmd+C on a Mac).`, variant: 'destructive' });
  }
}
