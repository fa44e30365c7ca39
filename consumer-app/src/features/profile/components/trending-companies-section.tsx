import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useFeaturedCompanies } from '../../companies/api/get-featured-companies';
import { CompanyGrid, CompanyGridSkeleton } from '../../companies/components/company-grid';
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
      {featured.isPending ? (
        <CompanyGridSkeleton count={PROFILE_LIMITS.trendingCompanies} />
      ) : featured.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void featured.refetch()} disabled={featured.isFetching}>
              Try again
            </Button>
          }
        >
          We couldn’t load trending companies.
        </Alert>
      ) : (
        <CompanyGrid companies={featured.data.slice(0, PROFILE_LIMITS.trendingCompanies)} label="Trending companies" />
      )}
    </Box>
  );
}
