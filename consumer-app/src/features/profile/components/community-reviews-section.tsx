import { Alert, Box, Button, Typography } from '@mui/material';
import { ReviewList, ReviewListSkeleton } from '../../company/components/review-list';
import { useOwnReviewActions } from '../../company/hooks/use-own-review-actions';
import { useRecentReviews } from '../../home/api/get-recent-reviews';
import { PROFILE_LIMITS } from '../utils/profile';

export function CommunityReviewsSection() {
  const recent = useRecentReviews();
  const actionsFor = useOwnReviewActions();
  return (
    <Box component="section" aria-labelledby="community-heading">
      <Typography id="community-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Latest from the community
      </Typography>
      {recent.isPending ? (
        <ReviewListSkeleton count={PROFILE_LIMITS.communityReviews} />
      ) : recent.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void recent.refetch()} disabled={recent.isFetching}>
              Try again
            </Button>
          }
        >
          We couldn’t load the latest reviews.
        </Alert>
      ) : recent.data.length === 0 ? (
        <Typography color="text.secondary">No reviews have been written yet.</Typography>
      ) : (
        <ReviewList
          reviews={recent.data.slice(0, PROFILE_LIMITS.communityReviews)}
          showCompany
          actionsFor={actionsFor}
          label="Latest community reviews"
        />
      )}
    </Box>
  );
}
