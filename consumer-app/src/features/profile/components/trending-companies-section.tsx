import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QueryState, Link as RouterLink } from 'shared-ui';
import { useFeaturedCompanies, CompanyGrid, CompanyGridSkeleton } from '../../companies';
import { PROFILE_LIMITS } from '../utils/profile';

export function TrendingCompaniesSection() {
  const featured = useFeaturedCompanies();
  return (
    <Box component="section" aria-labelledby="trending-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="trending-heading" variant="h2" sx={{ fontSize: '1.5rem' }}>
          Trending companies
        </Typography>
        <Link component={RouterLink} to="/companies" sx={{ fontWeight: 600 }}>
          Browse all companies
        </Link>
      </Box>
      <QueryState query={featured} loading={<CompanyGridSkeleton count={PROFILE_LIMITS.trendingCompanies} />} errorMessage="We couldn’t load trending companies.">
        {(companies) => <CompanyGrid companies={companies.slice(0, PROFILE_LIMITS.trendingCompanies)} label="Trending companies" />}
      </QueryState>
    </Box>
  );
}
