// How the TrustScore is calculated, with this company's numbers (the dialog of TrustScore).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { plural, reviewCountLabel, type TrustScore as Score } from 'shared-ui';

export function TrustScoreDialog({ score, totalReviews, open, onClose }: { score: Score; totalReviews: number; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const prior = score.priorReviews * score.priorMean;
  return (
  <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
    <DialogTitle id={titleId}>How the TrustScore is calculated</DialogTitle>
    <DialogContent>
      <Typography component="p" sx={{ mb: 1.5 }}>
        The average rating is the plain mean of every review. The TrustScore is what we rank companies by: it weighs newer reviews more and
        starts every company from a neutral prior, so a couple of reviews cannot decide a ranking.
      </Typography>
      <Box component="pre" sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1, whiteSpace: 'pre-wrap', fontSize: '0.9rem' }}>
        TrustScore = ({score.priorReviews} × {score.priorMean} + Σ wᵢ × starsᵢ) / ({score.priorReviews} + Σ wᵢ){'\n'}
        wᵢ = ½ ^ (age of review i in days / {score.halfLifeDays})
      </Box>
      <Typography component="ul" sx={{ pl: 3 }}>
        <li>
          Prior: {reviewCountLabel(score.priorReviews)} at {score.priorMean} stars, worth {prior} points.
        </li>
        <li>Half-life: {plural(score.halfLifeDays, { one: 'day', other: 'days' })}. A review counts half after a year and a quarter after two.</li>
        <li>
          This company: {totalReviews.toLocaleString('en')} reviews, worth {score.effectiveReviews.toLocaleString('en')} fresh reviews
          {score.weightedAverage !== null ? ` with a weighted average of ${score.weightedAverage.toFixed(2)} stars` : ''}.
        </li>
        <li>
          ({prior} + {score.weightedAverage !== null ? `${score.effectiveReviews} × ${score.weightedAverage.toFixed(2)}` : '0'}) / ({score.priorReviews} +{' '}
          {score.effectiveReviews}) = {score.value}
        </li>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Hidden reviews count in neither figure. Reviews marked “Received an incentive” (the reviewer received something for the review, or wrote it
        through an invitation that offered something) count in the average rating and the star counts, where they are shown with their label,
        but not in the TrustScore, so they move no ranking. The formula and its constants are the same for every company.
      </Typography>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
  );
}
