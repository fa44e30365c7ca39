// Webhooks of an owned company on its dashboard: add an endpoint (its secret shown once), the
// endpoints with their last status and deliveries, and how to verify a delivery.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CreatedWebhook } from 'shared-ui';
import { NewSecret } from './new-secret';
import { VerificationGuide } from './verification-guide';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';

export function WebhooksSection({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [created, setCreated] = useState<CreatedWebhook>();
  return (
    <Stack spacing={3}>
      <Typography variant="body2">
        Your own systems can hear about reviews of {companyName} as they happen: we send a signed HTTPS request to each endpoint you add (at most 5).
      </Typography>
      {created && <NewSecret webhook={created} onDone={() => setCreated(undefined)} />}
      <WebhookForm companyId={companyId} onCreated={setCreated} />
      <WebhookList companyId={companyId} />
      <VerificationGuide />
    </Stack>
  );
}
