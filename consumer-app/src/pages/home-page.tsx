// /: the pitch, company search, categories, top-rated companies, recent reviews and the site in numbers.
import Box from '@mui/material/Box';
import { useAfterFirstPaint, usePageTitle } from 'shared-ui';
import { CategorySection } from '../features/home/components/category-section';
import { HomeHero } from '../features/home/components/home-hero';
import { RecentReviewsSection } from '../features/home/components/recent-reviews-section';
import { ShareExperienceBanner } from '../features/home/components/share-experience-banner';
import { StatsSection } from '../features/home/components/stats-section';
import { TopRatedSection } from '../features/home/components/top-rated-section';

export default function HomePage() {
  usePageTitle();
  // The pitch and search first (the first screen on a phone); the sections below it right after.
  const rest = useAfterFirstPaint();
  return (
    <Box>
      <HomeHero />
      {rest && (
        <>
          <CategorySection />
          <TopRatedSection />
          <RecentReviewsSection />
          <ShareExperienceBanner />
          <StatsSection />
        </>
      )}
    </Box>
  );
}
