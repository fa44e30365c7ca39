// The TrustScore beside the plain average, with its formula, constants and this company's numbers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { TrustScore as Score } from 'shared-ui';

// The explanation's code (a dialog) loads when it is first asked for.
const TrustScoreDialog = lazy(() => import('./trust-score-dialog').then((m) => ({ default: m.TrustScoreDialog })));

export function TrustScore({ score, totalReviews }: { score: Score; totalReviews: number }) {
  const [open, setOpen] = useState(false);
  // Opened at least once: the dialog stays mounted from then on, to animate its closing.
  const [used, setUsed] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {/* With no reviews the formula gives its prior, 3.5: shown as a score it would rank an unknown above a poorly reviewed company. */}
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {totalReviews > 0 ? `TrustScore ${score.value}` : 'No TrustScore until the first review'}
      </Typography>
      <Button
        size="small"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        How is this calculated?
      </Button>
      {used && (
        <Suspense fallback={null}>
          <TrustScoreDialog score={score} totalReviews={totalReviews} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
