// Webhooks of an owned company on its dashboard: add an endpoint (its secret shown once), the
// endpoints with their last status and deliveries, and how to verify a delivery.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { CreatedWebhook } from 'shared-ui';
import { NewSecret } from './new-secret';
import { VerificationGuide } from './verification-guide';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';

export function WebhooksSection({ companyId, companyName }: { companyId: string; companyName: string }) {
  // The endpoint just added or whose secret was just rolled: its secret is shown this once.
  const [created, setCreated] = useState<{ webhook: CreatedWebhook; rolled: boolean }>();
  const endpointsHeading = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The secret panel, or a deleted endpoint's item, goes with the focused button in it: the focus
  // moves to the endpoints' heading instead of falling to the page. In an effect, so it comes after
  // a closing dialog has given the focus back to the button that opened it.
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) listHeading.current?.focus();
  }, [focusList]);
  const moveFocusToList = () => setFocusList((n) => n + 1);
  return (
    <Stack spacing={3}>
      <Typography variant="body2">
        Your own systems can hear about reviews of {companyName} as they happen: we send a signed HTTPS request to each endpoint you add (at most 5).
      </Typography>
      {created && (
        <NewSecret
          webhook={created.webhook}
          rolled={created.rolled}
          onDone={() => {
            setCreated(undefined);
            moveFocusToList();
          }}
        />
      )}
      <WebhookForm companyId={companyId} onCreated={(webhook) => setCreated({ webhook, rolled: false })} />
      <Box component="section" aria-labelledby={endpointsHeading}>
        <Typography id={endpointsHeading} ref={listHeading} tabIndex={-1} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
          Your endpoints
        </Typography>
        <WebhookList companyId={companyId} onDeleted={moveFocusToList} onRolled={(webhook) => setCreated({ webhook, rolled: true })} />
      </Box>
      <VerificationGuide />
    </Stack>
  );
}
