import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOwnReviewActions } from '../../company';
import { RecentReviewsList } from '../../home';
import { PROFILE_LIMITS } from '../utils/profile';

export function CommunityReviewsSection() {
  const actionsFor = useOwnReviewActions();
  return (
    <Box component="section" aria-labelledby="community-heading">
      <Typography id="community-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Latest from the community
      </Typography>
      <RecentReviewsList count={PROFILE_LIMITS.communityReviews} actionsFor={actionsFor} label="Latest community reviews" />
    </Box>
  );
}
