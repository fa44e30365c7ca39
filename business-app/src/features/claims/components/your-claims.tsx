// The account's claims on the claim page: each company with its state, a removal's reason, and a
// pending claim's DNS record to verify it now.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type Claim } from 'shared-ui';
import { ClaimState } from './claim-state';
import { revokedText } from './claims-to-attend';
import { DnsVerification } from './dns-verification';

export function YourClaims({ claims }: { claims: Claim[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Your claims
        </Typography>
        <List dense aria-label="Your claims">
          {claims.map((c) => (
            <ListItem key={c.id} disableGutters divider sx={{ display: 'block', py: 1.5 }} aria-label={c.company.name}>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Link component={RouterLink} to={`/companies/${c.company.id}`} sx={{ fontWeight: 700 }}>
                  {c.company.name}
                </Link>
                <ClaimState status={c.status} verification={c.verification} />
              </Box>
              {c.status === 'revoked' ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {revokedText(c)}
                </Typography>
              ) : (
                c.decisionReason && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {c.decisionReason}
                  </Typography>
                )
              )}
              {c.dnsRecord && (
                <Box sx={{ mt: 1.5 }}>
                  <DnsVerification claim={c} />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
