import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { LoadError, type Review, Link as RouterLink } from 'shared-ui';
import { ReviewList, ReviewListSkeleton, useOwnReviewActions } from '../../company';
import { PROFILE_LIMITS } from '../utils/profile';

interface Props {
  reviews: Review[] | undefined;
  isError: boolean;
  onRetry: () => void;
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
  /** The heading, focused when the "Your Reviews" card brings the reader here. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The user's latest reviews with Edit and Delete; "View All" lists every one of them. */
export function UserReviewsSection({ reviews, isError, onRetry, showAll, onShowAllChange, headingRef }: Props) {
  const actionsFor = useOwnReviewActions();
  const count = reviews?.length ?? 0;
  const shown = showAll ? reviews : reviews?.slice(0, PROFILE_LIMITS.ownReviews);

  return (
    <Box component="section" aria-labelledby="your-reviews-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography
          id="your-reviews-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.5rem', '&:focus': { outline: 'none' }, scrollMarginTop: 16 }}
        >
          {showAll ? 'All your reviews' : 'Your latest reviews'}
        </Typography>
        {count > PROFILE_LIMITS.ownReviews && (
          <Button onClick={() => onShowAllChange(!showAll)} aria-expanded={showAll} aria-controls="your-reviews-list">
            {showAll ? `Show latest ${PROFILE_LIMITS.ownReviews}` : `View All (${count})`}
          </Button>
        )}
      </Box>

      {reviews === undefined && !isError ? (
        <ReviewListSkeleton count={2} />
      ) : isError ? (
        <LoadError message="We couldn’t load your reviews." onRetry={onRetry} />
      ) : count === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>You haven’t written any reviews yet.</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            Your experience helps others choose. It only takes a couple of minutes.
          </Typography>
          <Button component={RouterLink} to="/write-review" variant="contained">
            Write your first review
          </Button>
        </Paper>
      ) : (
        <Box id="your-reviews-list">
          <ReviewList reviews={shown ?? []} showCompany actionsFor={actionsFor} label="Your reviews" />
        </Box>
      )}
    </Box>
  );
}
