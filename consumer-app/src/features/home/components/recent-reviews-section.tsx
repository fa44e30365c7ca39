import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { RecentReviewsList } from './recent-reviews-list';
import { SectionHeader } from './section-header';

/** The home page shows the 4 most recent reviews. */
export const RECENT_REVIEWS_COUNT = 4;

export function RecentReviewsSection() {
  return (
    <Box component="section" aria-labelledby="recent-reviews-heading" sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <SectionHeader id="recent-reviews-heading" title="Recent reviews" subtitle="Fresh from people who just shared their experience." />
        <RecentReviewsList count={RECENT_REVIEWS_COUNT} columns={2} label="Recent reviews" />
      </Container>
    </Box>
  );
}
