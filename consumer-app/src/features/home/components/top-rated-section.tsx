import { Alert, Button, Container } from '@mui/material';
import { useFeaturedCompanies } from '../../companies/api/get-featured-companies';
import { CompanyGrid, CompanyGridSkeleton } from '../../companies/components/company-grid';
import { SectionHeader } from './section-header';

/** Spec §9: 6 top-rated cards on the home page. */
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
      {featured.isPending ? (
        <CompanyGridSkeleton count={TOP_RATED_COUNT} />
      ) : featured.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void featured.refetch()} disabled={featured.isFetching}>
              Try again
            </Button>
          }
        >
          We couldn’t load the top-rated companies.
        </Alert>
      ) : (
        <CompanyGrid companies={featured.data.slice(0, TOP_RATED_COUNT)} label="Top-rated companies" />
      )}
    </Container>
  );
}
