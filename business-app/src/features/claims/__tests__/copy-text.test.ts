// copyText, used wherever the business app copies something (the DNS record, an API key, a webhook
// secret, the widget snippet): the clipboard, then a toast; when the browser refuses, how to copy
// it by hand.
import { lastToast } from 'shared-ui/test-support';
import { copyText } from '../utils/copy-text';

function clipboardWrites(writeText: (text: string) => Promise<void>) {
  const write = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
  return write;
}

describe('copyText', () => {
  it('copies the text and says so with the given toast', async () => {
    const write = clipboardWrites(async () => {});
    await copyText('v=abc123', { title: 'Record copied', description: 'Paste it at your DNS host.' }, 'record');
    expect(write).toHaveBeenCalledWith('v=abc123');
    expect(lastToast()).toMatchObject({ title: 'Record copied', description: 'Paste it at your DNS host.', variant: 'success' });
  });

  it('says how to copy the named thing by hand when the browser refuses', async () => {
    clipboardWrites(() => Promise.reject(new Error('denied')));
    await copyText('tr_secret', { title: 'Key copied' }, 'key');
    expect(lastToast()).toMatchObject({ title: 'Copy failed', description: 'Select the key and copy it with Ctrl+C (Cmd+C on a Mac).', variant: 'destructive' });
  });
});
