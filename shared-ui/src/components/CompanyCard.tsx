// A company in a list or grid: the card links to its page, and under its score, to how reviews are verified.
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/contract';
import type { Company } from '../api/types';
import { plural, REVIEWS } from '../format/plural';
import { CompanyLogo } from './CompanyLogo';
import { HowReviewsAreVerifiedLink } from './ReviewLabels';
import { StarRating } from './StarRating';

export type CompanyCardData = Pick<
  Company,
  'id' | 'name' | 'category' | 'logoUrl' | 'location' | 'averageRating' | 'totalReviews'
>;

export interface CompanyCardProps {
  company: CompanyCardData;
  /** The name's heading level, to keep the page's headings in order. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function reviewCountLabel(count: number): string {
  return plural(count, REVIEWS);
}

export function CompanyCard({ company, headingLevel = 'h3' }: CompanyCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={`/companies/${company.id}`}
        sx={{ flex: 1, p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={56} decorative />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {company.category}
          </Typography>
          {company.location && (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <LocationOnOutlinedIcon sx={{ fontSize: '1rem' }} />
              {company.location}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 1 }}>
            <StarRating rating={company.averageRating} size="small" />
            <Typography variant="body2" component="span" sx={{ fontWeight: 700 }} aria-hidden>
              {company.averageRating}
            </Typography>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {reviewCountLabel(company.totalReviews)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
      {/* Beside the score, outside the card's own link (links do not nest). */}
      <HowReviewsAreVerifiedLink sx={{ px: 2, pb: 1.5, alignSelf: 'flex-start' }} />
    </Card>
  );
}
