// The Business API on the dashboard of an owned company: create a key (shown once), the active
// keys with their last use, revoking one, and a request to start from.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage, Link as RouterLink, QueryState, type ApiKeyPermission, type Company, type CreatedApiKey } from 'shared-ui';
import { useApiKeys } from '../api/get-api-keys';
import { curlExample, KEY_PLACEHOLDER } from '../utils/curl-example';
import { ApiKeyList } from './api-key-list';
import { CopyField } from './copy-field';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewKeyPanel } from './new-key-panel';

export function ApiKeysCard({ company }: { company: Company }) {
  const keys = useApiKeys(company.id);
  // Only in this component's state: once dismissed or left, the key is gone for good.
  const [created, setCreated] = useState<CreatedApiKey>();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A key revoked while it is still shown once is dead: showing it (and a request with it) would
  // only invite copying it.
  const revoked = (keyId: string) => setCreated((shown) => (shown?.id === keyId ? undefined : shown));
  const done = () => {
    setCreated(undefined);
    // The panel with the focused button goes: focus moves to the list that now holds the key.
    listHeading.current?.focus();
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="api-keys-heading">
      <CardContent>
        <Typography id="api-keys-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          API keys
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Send review invitations from your shop or CRM, and read your reviews, with the Business API. A key works for {company.name} only, from your
          server, with the permissions you give it. See the{' '}
          <Link component={RouterLink} to="/api">
            API documentation
          </Link>
          .
        </Typography>
        <CreateApiKeyForm companyId={company.id} onCreated={setCreated} />
        {created && <NewKeyPanel created={created} onDone={done} />}
        <Box component="section" aria-labelledby="active-keys-heading" sx={{ mt: 3 }}>
          <Typography id="active-keys-heading" ref={listHeading} tabIndex={-1} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            Active keys
          </Typography>
          <QueryState
            query={keys}
            loading={<Skeleton variant="rounded" height={72} role="status" aria-label="Loading your API keys" />}
            errorMessage={(error) => errorMessage(error, 'Your API keys could not be loaded.')}
          >
            {(list) => (
              <>
                <ApiKeyList companyId={company.id} keys={list} heading={listHeading} onRevoked={revoked} />
                {list.length > 0 && !created && <PlaceholderExample permissions={list.flatMap((k) => k.permissions)} />}
              </>
            )}
          </QueryState>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A request to start from, with the key as an environment variable (the list never shows a key). */
function PlaceholderExample({ permissions }: { permissions: ApiKeyPermission[] }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Set <code>{KEY_PLACEHOLDER.slice(1)}</code> to one of your keys on your server, then:
      </Typography>
      <CopyField label="Example request" value={curlExample(window.location.origin, permissions)} copyLabel="Copy example" copied="Example copied" multiline />
    </Box>
  );
}
