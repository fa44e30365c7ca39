import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CompanyLogo, reviewCountLabel, StarRating, type Company, Link as RouterLink } from 'shared-ui';

export type CompanySummary = Pick<Company, 'id' | 'name'> & Partial<Pick<Company, 'logoUrl' | 'category' | 'averageRating' | 'totalReviews'>>;

/** The company a review is about, with its logo; `action` is e.g. a "Choose another company" link. */
export function SelectedCompany({ company, action }: { company: CompanySummary; action?: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={56} />
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          Reviewing
        </Typography>
        <Link component={RouterLink} to={`/companies/${company.id}`} sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
          {company.name}
        </Link>
        {(company.category || company.averageRating) && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 0.5 }}>
            {company.averageRating && company.totalReviews ? <StarRating rating={company.averageRating} size="small" /> : null}
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {[company.category, company.totalReviews ? reviewCountLabel(company.totalReviews) : 'No reviews yet']
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        )}
      </Box>
      {action}
    </Paper>
  );
}
