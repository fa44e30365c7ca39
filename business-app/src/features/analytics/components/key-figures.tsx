import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Analytics } from 'shared-ui';
import { countOf } from '../utils/count';
import { formatDuration } from '../utils/format-duration';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

/** The average and count of all time, and the period's reply rate and median time to a first reply. */
export function KeyFigures({ a }: { a: Analytics }) {
  const periodReviews = a.ratingByMonth.reduce((x, m) => x + m.reviewCount, 0);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        {/* "0.0 ★" would read as a rating of nothing: a company without reviews has none yet. */}
        <Figure label="Average rating (all time)" value={a.totalReviews === 0 ? 'No reviews yet' : `${a.averageRating} ★`} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Reviews (all time)" value={a.totalReviews.toLocaleString('en')} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label={`Reply rate (${countOf(a.months, 'month')})`} value={periodReviews === 0 ? 'No reviews' : `${Math.round(a.replyRate * 100)}%`} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Median time to first reply" value={formatDuration(a.medianReplySeconds)} />
      </Grid>
    </Grid>
  );
}
