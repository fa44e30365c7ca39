import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { relativeTime, Link as RouterLink, type SignalCluster } from 'shared-ui';
import { plural } from '../utils/queue-labels';

/** One company's view: its queued reviews below, its signal clusters here, each dismissed in one decision. */
export function SignalClusters({ company, total, clusters, onDismiss, onOnly, onLeave }: {
  company: { id: string; name: string };
  total: number;
  clusters: SignalCluster[];
  onDismiss: (c: SignalCluster) => void;
  onOnly: (c: SignalCluster) => void;
  onLeave: () => void;
}) {
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h2" id={heading} sx={{ fontSize: '1.25rem' }}>
          {company.name}: {plural(total, 'queued review', 'queued reviews')}
        </Typography>
        <Link component={RouterLink} to={`/companies/${company.id}`}>
          Company page
        </Link>
        <Button size="small" onClick={onLeave}>
          Back to the whole queue
        </Button>
      </Stack>
      {clusters.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Open signals by kind. A burst or a cluster of accounts raises one signal on many reviews: once you have looked at them, dismiss the cluster in one decision.
          </Typography>
          <Box component="ul" aria-label={`Signal clusters of ${company.name}`} sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
            {clusters.map((c) => (
              <Stack component="li" key={c.signal} direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ py: 1, alignItems: { sm: 'center' }, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ flexGrow: 1 }}>
                  <strong>{c.label}</strong>: {plural(c.count, 'open signal', 'open signals')}, raised {relativeTime(c.firstRaisedAt)}
                  {c.lastRaisedAt !== c.firstRaisedAt && <> to {relativeTime(c.lastRaisedAt)}</>}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="outlined" onClick={() => onOnly(c)} aria-label={`Show only these: ${c.label}`}>
                    Show only these
                  </Button>
                  <Button size="small" variant="contained" onClick={() => onDismiss(c)}>
                    Dismiss all {c.count.toLocaleString('en')}
                  </Button>
                </Stack>
              </Stack>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          No open signals on this company&apos;s reviews.
        </Typography>
      )}
    </Box>
  );
}
