// What the dashboard says about claims that are not (or no longer) ownership: each pending claim,
// with its DNS record to verify it now, and each ownership a moderator removed, with the reason.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Claim } from 'shared-ui';
import { DnsVerification } from './dns-verification';

/** A moderator's removal of an ownership, with the reason when one was given. */
export function revokedText(claim: Claim) {
  return `A moderator removed your ownership of ${claim.company.name}${claim.decisionReason ? `: ${claim.decisionReason}` : '.'}`;
}

/** `alone`: the account owns no company yet, so this is the page's content: the DNS instructions open at once. */
export function ClaimsToAttend({ claims, alone }: { claims: Claim[]; alone: boolean }) {
  const pending = claims.filter((c) => c.status === 'pending');
  const revoked = claims.filter((c) => c.status === 'revoked');
  if (pending.length === 0 && revoked.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {revoked.map((c) => (
        <Alert key={c.id} severity="warning">
          {revokedText(c)}
        </Alert>
      ))}
      {pending.length > 0 && (
        <Alert severity="info">
          {pending.length === 1 ? 'Your claim of ' : 'Your claims of '}
          {pending.map((c) => c.company.name).join(', ')} {pending.length === 1 ? 'is' : 'are'} waiting for a moderator. You can verify{' '}
          {pending.length === 1 ? 'it' : 'them'} yourself now with a DNS record on the company’s domain.
          {alone && ' Once a claim is verified, this page fills in.'}
        </Alert>
      )}
      {pending
        .filter((c) => c.dnsRecord)
        .map((c) => (
          <Accordion key={c.id} variant="outlined" disableGutters defaultExpanded={alone}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`dns-${c.id}-content`} id={`dns-${c.id}-header`}>
              <Typography sx={{ fontWeight: 700 }}>Verify your claim of {c.company.name} with a DNS record</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <DnsVerification claim={c} />
            </AccordionDetails>
          </Accordion>
        ))}
    </Stack>
  );
}
