// How a receiver checks that a delivery comes from us: the headers, and a Node function to copy.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { VERIFICATION_SNIPPET } from '../utils/verification-snippet';
import { CopyButton } from './copy-button';

export function VerificationGuide() {
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading}>
      <Typography id={heading} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        Verifying a delivery
      </Typography>
      <Typography variant="body2" component="div">
        Each delivery is a JSON POST with these headers:
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          <li>
            <code>Webhook-Id</code>: the event&apos;s id, the same on every retry. A delivery may arrive more than once, so handle each id once.
          </li>
          <li>
            <code>Webhook-Timestamp</code>: when it was sent, in seconds since 1970.
          </li>
          <li>
            <code>Webhook-Signature</code>: <code>t=&lt;timestamp&gt;,v1=&lt;signature&gt;</code>, the HMAC-SHA256 of the timestamp, a full stop and the raw
            body, keyed with your signing secret, in hexadecimal. For a while after you roll the secret, a second <code>v1</code> follows, made with the
            previous one: accept the delivery when any <code>v1</code> matches.
          </li>
        </Box>
        Answer with any 2xx status within 10 seconds. Anything else is tried again after 1 minute, 5 minutes, 30 minutes, 2, 5 and 10 hours, then every 6
        hours, for a day. Redirects are not followed.
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2, mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          In Node.js
        </Typography>
        <CopyButton text={VERIFICATION_SNIPPET} what="Code" label="Copy the verification code" />
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Verification code for Node.js"
        sx={{ m: 0, p: 1.5, overflowX: 'auto', fontSize: '0.8rem', bgcolor: 'action.hover', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <code>{VERIFICATION_SNIPPET}</code>
      </Box>
    </Box>
  );
}
