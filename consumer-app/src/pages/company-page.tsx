// /companies/:id: a company's profile, ratings and reviews.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  companyQuery,
  LoadError,
  useAfterFirstPaint,
  usePageTitle,
  useCompany,
  useParams,
  type CompanyDetail,
  type RouteAnswers,
  type RouteMatch,
} from 'shared-ui';
import { companyHead } from '../app/page-head';
import { companyHighlightsQuery } from '../features/company/api/get-company-highlights';
import { CompanyActivity } from '../features/company/components/company-activity';
import { CompanyHighlights } from '../features/company/components/company-highlights';
import { CompanyHeader } from '../features/company/components/company-header';
import { CompanyNotFound } from '../features/company/components/company-not-found';
import { CompanyPageSkeleton } from '../features/company/components/company-page-skeleton';
import { CompanyReviews } from '../features/company/components/company-reviews';
import { CompanySidebar } from '../features/company/components/company-sidebar';
import { CompanyStructuredData } from '../features/company/components/company-structured-data';
import { useUnauthorizedRedirect } from '../features/company/hooks/use-unauthorized-redirect';

/** The first view reads the company (its first reviews and rating distribution come with it) and its review highlights. */
export const loader = (match: RouteMatch) => [companyQuery(match.params.id ?? ''), companyHighlightsQuery(match.params.id ?? '')];

export function head(match: RouteMatch, answers: RouteAnswers) {
  const query = companyQuery(match.params.id ?? '');
  const error = answers.error(query);
  // The API answers 404 for an unknown company, and 400 for what cannot be a company's id.
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return companyHead(match, answers.data<CompanyDetail>(query), missing);
}

export default function CompanyPage() {
  const { id = '' } = useParams();
  const company = useCompany(id);
  const notFound = company.error instanceof ApiError && company.error.status === 404;
  usePageTitle(notFound ? 'Company Not Found' : company.data?.name);
  useUnauthorizedRedirect(company.error);

  if (company.isPending) return <CompanyPageSkeleton />;
  if (notFound) return <CompanyNotFound />;
  if (company.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
          Company unavailable
        </Typography>
        <LoadError
          message="We couldn’t load this company right now. Please try again in a moment."
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      </Container>
    );
  }

  return <CompanyContent company={company.data} />;
}

/** The header first (the first screen on a phone), the reviews and the sidebar right after. */
function CompanyContent({ company: data }: { company: CompanyDetail }) {
  const rest = useAfterFirstPaint();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CompanyStructuredData company={data} />
      <CompanyHeader company={data} />
      {rest && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            mt: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <CompanyHighlights company={data} />
            <CompanyActivity company={data} />
            <CompanyReviews key={data.id} company={data} />
          </Box>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
            <CompanySidebar company={data} />
          </Box>
        </Box>
      )}
    </Container>
  );
}
