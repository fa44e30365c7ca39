import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { CreatedApiKey } from 'shared-ui';
import { curlExample } from '../utils/curl-example';
import { CopyField } from './copy-field';

/** The key just created, shown this once, with a request that uses it. */
export function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the eyes and the screen reader should go next: the key to copy.
  useEffect(() => heading.current?.focus(), [created.id]);
  return (
    <Stack component="section" aria-labelledby="new-key-heading" spacing={2} sx={{ mt: 3 }}>
      <Typography id="new-key-heading" ref={heading} tabIndex={-1} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
        Your new key “{created.name}”
      </Typography>
      <Alert severity="warning">Copy the key now and keep it on your server. It is shown only this once: we keep only a fingerprint of it.</Alert>
      <CopyField label="API key" value={created.key} copyLabel="Copy key" copied="Key copied" />
      <CopyField
        label="Try it from your server"
        value={curlExample(window.location.origin, created.permissions, created.key)}
        copyLabel="Copy example"
        copied="Example copied"
        multiline
      />
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        I have copied the key
      </Button>
    </Stack>
  );
}
