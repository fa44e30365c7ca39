// The signing secret of the endpoint just added: shown this once, with a copy button.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { CreatedWebhook } from 'shared-ui';
import { CopyButton } from './copy-button';

export function NewSecret({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  // Focus moves here, so a keyboard or screen reader user meets the secret before anything else.
  useEffect(() => region.current?.focus(), [webhook.id]);
  return (
    <Alert severity="warning" ref={region} tabIndex={-1} role="region" aria-label="Signing secret of the new endpoint" sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <AlertTitle>Copy your signing secret now</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        This is the only time we show the secret of {webhook.url}. Keep it where your receiver can read it: it verifies that each delivery comes from us. If
        you lose it, delete the endpoint and add it again for a new secret.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', bgcolor: 'background.paper', px: 0.75, py: 0.25, borderRadius: 1 }}>
          {webhook.secret}
        </Box>
        <CopyButton text={webhook.secret} what="Signing secret" label="Copy the signing secret" />
      </Stack>
      <Button size="small" sx={{ mt: 1.5 }} onClick={onDone}>
        I have saved the secret
      </Button>
    </Alert>
  );
}
