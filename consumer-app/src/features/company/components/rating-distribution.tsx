import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RatingDistribution as Distribution } from 'shared-ui';
import { distributionRows } from '../utils/rating-distribution';
import type { RatingFilter } from '../utils/review-list';
import { visuallyHidden, plural } from 'shared-ui';

interface Props {
  distribution: Distribution;
  totalReviews: number;
  /** The active filter; a row click selects that star rating (a second click clears it). */
  filter: RatingFilter;
  onFilterChange: (filter: RatingFilter) => void;
}

/** One bar per star rating with its count and share of all reviews. */
export function RatingDistribution({ distribution, totalReviews, filter, onFilterChange }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {distributionRows(distribution, totalReviews).map(({ stars, count, percent }) => {
        const value = String(stars) as RatingFilter;
        const selected = filter === value;
        return (
          <li key={stars}>
            <ButtonBase
              onClick={() => onFilterChange(selected ? 'all' : value)}
              disabled={count === 0}
              aria-pressed={selected}
              sx={{
                width: '100%',
                display: 'grid',
                gridTemplateColumns: '4.5rem 1fr 5.5rem',
                alignItems: 'center',
                gap: 1.5,
                px: 1,
                py: 0.75,
                borderRadius: 1,
                textAlign: 'left',
                bgcolor: selected ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-disabled': { opacity: 0.6 },
              }}
            >
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {plural(stars, { one: 'star', other: 'stars' })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-hidden
                color="warning"
                sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover' }}
              />
              <Typography component="span" variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                {count.toLocaleString('en-US')} ({percent}%)
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                {selected ? ', showing only these reviews' : `, show only ${stars}-star reviews`}
              </Box>
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
