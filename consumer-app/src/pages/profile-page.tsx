// /profile (signed in): a greeting, shortcuts, the user's own reviews, the community's latest
// reviews and trending companies.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useAuth, usePageTitle } from 'shared-ui';
import { MyReportsSection } from '../features/complaints';
import { HiddenReviewsNotice, HiddenReviewsSection } from '../features/profile/components/hidden-reviews-section';
import { VerifyEmailNudge } from '../features/profile/components/verify-email-nudge';
import { CommunityReviewsSection } from '../features/profile/components/community-reviews-section';
import { ProfileActionCards } from '../features/profile/components/profile-action-cards';
import { TrendingCompaniesSection } from '../features/profile/components/trending-companies-section';
import { UserReviewsSection } from '../features/profile/components/user-reviews-section';
import { useUserReviews } from '../features/profile/api/get-user-reviews';
import { greetingName } from '../features/profile/utils/profile';
import { scrollBehavior } from '../features/profile/utils/scroll';

export default function ProfilePage() {
  usePageTitle('Your profile');
  const { user } = useAuth();
  const userReviews = useUserReviews(user?.id);
  const [showAll, setShowAll] = useState(false);
  const reviewsHeading = useRef<HTMLHeadingElement>(null);
  const hiddenHeading = useRef<HTMLHeadingElement>(null);

  const showReviews = () => {
    setShowAll(true);
    // After the list has expanded, bring it into view and move focus there for keyboard users.
    requestAnimationFrame(() => {
      reviewsHeading.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      reviewsHeading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
        Welcome back, {greetingName(user)}!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Manage your reviews and discover companies other people are talking about.
      </Typography>

      {user && <VerifyEmailNudge user={user} />}
      <HiddenReviewsNotice headingRef={hiddenHeading} />

      <ProfileActionCards reviewCount={userReviews.data?.length} onShowReviews={showReviews} />

      <Box sx={{ display: 'grid', gap: 4, mt: 5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <UserReviewsSection
          reviews={userReviews.data}
          isError={userReviews.isError}
          onRetry={() => void userReviews.refetch()}
          showAll={showAll}
          onShowAllChange={setShowAll}
          headingRef={reviewsHeading}
        />
        <CommunityReviewsSection />
      </Box>

      <HiddenReviewsSection headingRef={hiddenHeading} />
      <MyReportsSection />

      <Box sx={{ mt: 6 }}>
        <TrendingCompaniesSection />
      </Box>
    </Container>
  );
}
