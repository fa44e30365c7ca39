import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormCard, usePageTitle, Link as RouterLink, useSearchParams } from 'shared-ui';
import { UnsubscribePanel } from '../features/unsubscribe/components/unsubscribe-panel';

/** /unsubscribe?token=…, the link at the foot of every review invitation; in every auth state. */
export default function UnsubscribePage() {
  usePageTitle('Stop review invitations');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();

  return (
    <FormCard title="Stop review invitations" intro="Businesses on TrustReviews may invite their customers by email to review them.">
      {token ? (
        <UnsubscribePanel token={token} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="warning">
            This link is incomplete: the part that says which address to stop is missing. Please open the link at the end of the invitation email
            again; if your email program split it over two lines, copy the whole link into your browser’s address bar.
          </Alert>
          <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Go to the home page
          </Button>
        </Stack>
      )}
    </FormCard>
  );
}
