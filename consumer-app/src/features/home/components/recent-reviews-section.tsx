import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { ReviewList, ReviewListSkeleton } from '../../company/components/review-list';
import { useRecentReviews } from '../api/get-recent-reviews';
import { SectionHeader } from './section-header';

/** Spec §9: the first 4 recent reviews. */
export const RECENT_REVIEWS_COUNT = 4;

export function RecentReviewsSection() {
  const recent = useRecentReviews();
  return (
    <Box component="section" aria-labelledby="recent-reviews-heading" sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <SectionHeader id="recent-reviews-heading" title="Recent reviews" subtitle="Fresh from people who just shared their experience." />
        {recent.isPending ? (
          <ReviewListSkeleton count={RECENT_REVIEWS_COUNT} columns={2} />
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
          <ReviewList reviews={recent.data.slice(0, RECENT_REVIEWS_COUNT)} showCompany columns={2} label="Recent reviews" />
        )}
      </Container>
    </Box>
  );
}
