import Container from '@mui/material/Container';
import { QueryState } from 'shared-ui';
import { useFeaturedCompanies, CompanyGrid, CompanyGridSkeleton } from '../../companies';
import { SectionHeader } from './section-header';

/** The home page shows 6 top-rated companies. */
export const TOP_RATED_COUNT = 6;

export function TopRatedSection() {
  const featured = useFeaturedCompanies();
  return (
    <Container component="section" aria-labelledby="top-rated-heading" maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
      <SectionHeader
        id="top-rated-heading"
        title="Top-rated companies"
        subtitle="Consistently praised by their customers."
        link={{ to: '/companies', label: 'View all companies' }}
      />
      <QueryState query={featured} loading={<CompanyGridSkeleton count={TOP_RATED_COUNT} />} errorMessage="We couldn’t load the top-rated companies.">
        {(companies) => <CompanyGrid companies={companies.slice(0, TOP_RATED_COUNT)} label="Top-rated companies" />}
      </QueryState>
    </Container>
  );
}
