// The signing secret of the endpoint just added, or just rolled: shown this once, with a copy button.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { CreatedWebhook } from 'shared-ui';
import { dateTime } from '../utils/webhook-status';
import { CopyButton } from './copy-button';

/** `rolled`: a new secret of an endpoint that had one, which may still sign for a while. */
export function NewSecret({ webhook, rolled = false, onDone }: { webhook: CreatedWebhook; rolled?: boolean; onDone: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  // Focus moves here, so a keyboard or screen reader user meets the secret before anything else.
  useEffect(() => region.current?.focus(), [webhook.id, webhook.secret]);
  return (
    <Alert
      severity="warning"
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label={rolled ? 'New signing secret' : 'Signing secret of the new endpoint'}
      sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{rolled ? 'Copy the new signing secret now' : 'Copy your signing secret now'}</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        This is the only time we show {rolled ? 'the new secret' : 'the secret'} of {webhook.url}. Keep it where your receiver can read it: it verifies that
        each delivery comes from us. If you lose it, roll the secret for a new one.
        {rolled &&
          (webhook.previousSecretExpiresAt
            ? ` The previous secret also signs each delivery until ${dateTime(webhook.previousSecretExpiresAt)}.`
            : ' The previous secret no longer signs deliveries.')}
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
