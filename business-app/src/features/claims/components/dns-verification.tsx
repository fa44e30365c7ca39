// Proving a pending claim with a DNS TXT record on the company's domain: what to publish and
// where, a copy button for the value, and "Check DNS record", which has the API look it up now.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage, errorStatus, toast, type Claim } from 'shared-ui';
import { copyText } from '../utils/copy-text';
import { useVerifyDns } from '../api/verify-dns';

type DnsRecord = NonNullable<Claim['dnsRecord']>;

/** What a failed check says: the API's sentence, else one fit to the status. */
function checkFailure(error: unknown): { severity: 'warning' | 'error'; message: string } {
  switch (errorStatus(error)) {
    case 409:
      return { severity: 'warning', message: errorMessage(error, 'We did not find the record yet. DNS changes can take up to an hour to show; please try again later.') };
    case 503:
      return { severity: 'error', message: errorMessage(error, 'We could not ask the DNS servers just now. Please try again in a few minutes.') };
    case 429:
      return { severity: 'error', message: errorMessage(error, 'You have checked many times in a short while. Please wait a few minutes before checking again.') };
    default:
      return { severity: 'error', message: errorMessage(error, 'We could not check the DNS record. Please try again.') };
  }
}

/** Where the record goes: a domain of two labels is a zone's root ("@"); a longer one may be a subdomain. */
function hostHint(name: string) {
  return name.split('.').length === 2
    ? 'This is the domain itself: most DNS providers call it "@" (or leave the host empty).'
    : `Enter "@" (the domain itself) if ${name} is your domain, as example.co.uk would be; if it is a subdomain, enter its own part (for shop.example.com, the host "shop" in the settings of example.com).`;
}

function copy(text: string, what: string) {
  return copyText(text, { title: `${what} copied`, description: 'Paste it into your DNS provider’s form.' });
}

const codeSx = { fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere', bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 1 } as const;

function RecordRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '7rem 1fr' }, gap: { xs: 0.25, sm: 1.5 }, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** A pending claim's DNS proof; renders nothing for a claim without a record to publish. */
export function DnsVerification({ claim }: { claim: Claim }) {
  const check = useVerifyDns();
  const record: DnsRecord | null = claim.dnsRecord;
  if (!record) return null;
  const failure = check.isError ? checkFailure(check.error) : undefined;

  const run = () =>
    check.mutate(claim.id, {
      onSuccess: (verified) => toast({ title: 'Claim verified', description: `You are now the verified owner of ${verified.company.name}.`, variant: 'success' }),
    });

  return (
    <Box component="section" aria-label={`DNS record for ${claim.company.name}`}>
      <Stack spacing={1.5}>
        <Typography variant="body2">
          Prove that {record.name} is yours: in the DNS settings of {record.name}, where the domain is registered or hosted, add this TXT record,
          then check it here. DNS changes can take up to an hour to show.
        </Typography>
        <Box component="dl" sx={{ m: 0, borderBottom: 1, borderColor: 'divider' }}>
          <RecordRow term="Type">
            <Box component="code" sx={codeSx}>
              {record.type}
            </Box>
          </RecordRow>
          <RecordRow term="Name (host)">
            <Box component="code" sx={codeSx}>
              {record.name}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {hostHint(record.name)}
            </Typography>
          </RecordRow>
          <RecordRow term="Value">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="code" sx={codeSx}>
                {record.value}
              </Box>
              <Button size="small" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy(record.value, 'Value')} aria-label={`Copy the value for ${claim.company.name}`}>
                Copy
              </Button>
            </Box>
          </RecordRow>
        </Box>
        <Box>
          <Button variant="contained" onClick={run} disabled={check.isPending}>
            {check.isPending ? 'Checking…' : 'Check DNS record'}
          </Button>
        </Box>
        {failure && (
          <Alert severity={failure.severity} role="alert">
            {failure.message}
          </Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          An email address on the company’s own domain (jane@northwind.com for northwind.com), once confirmed, verifies a claim at once. Addresses at free or
          forwarding email providers (Gmail, Outlook, iCloud, relay addresses…), and websites on a subdomain, cannot prove the domain that way: they
          need this DNS record, or a moderator who checks the claim.
        </Typography>
      </Stack>
    </Box>
  );
}
