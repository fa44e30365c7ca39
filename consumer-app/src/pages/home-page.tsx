// /: the pitch, company search, categories, top-rated companies, recent reviews and the site in numbers.
import Box from '@mui/material/Box';
import { categoriesQuery, statsQuery, useAfterFirstPaint, usePageTitle, type RouteMatch } from 'shared-ui';
import { homeHead } from '../app/page-head';
import { featuredCompaniesQuery } from '../features/companies/api/get-featured-companies';
import { recentReviewsQuery } from '../features/home/api/get-recent-reviews';
import { CategorySection } from '../features/home/components/category-section';
import { HomeHero } from '../features/home/components/home-hero';
import { RecentReviewsSection } from '../features/home/components/recent-reviews-section';
import { ShareExperienceBanner } from '../features/home/components/share-experience-banner';
import { StatsSection } from '../features/home/components/stats-section';
import { TopRatedSection } from '../features/home/components/top-rated-section';

/** The reads of the first view (the server makes them and hands their answers to the browser). */
export const loader = () => [categoriesQuery(), featuredCompaniesQuery(), recentReviewsQuery(), statsQuery()];
export const head = (match: RouteMatch) => homeHead(match);

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
