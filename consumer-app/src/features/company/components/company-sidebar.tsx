import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HowReviewsAreVerifiedLink, noticeHref, reviewCountLabel, StarRating, type CompanyDetail, Link as RouterLink } from 'shared-ui';
import { categoryPath } from '../../companies';
import { percentOf, sentimentBreakdown } from '../utils/rating-distribution';
import { WebsiteLink } from './website-link';

function InfoRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5rem minmax(0, 1fr)', gap: 1, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

// In UTC: the server that renders the page and the browser that takes it over write the same month.
const listedSince = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** Company information and the rating breakdown (positive, neutral, negative). */
export function CompanySidebar({ company }: { company: CompanyDetail }) {
  const { positive, neutral, negative } = sentimentBreakdown(company.ratingDistribution);
  const total = company.totalReviews;
  const breakdown = [
    { label: 'Positive (4–5 stars)', count: positive, color: 'success.main' },
    { label: 'Neutral (3 stars)', count: neutral, color: 'warning.main' },
    { label: 'Negative (1–2 stars)', count: negative, color: 'error.main' },
  ];

  return (
    <Box component="aside" aria-label="About this company" sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" component="section" aria-labelledby="company-info-heading" sx={{ p: 2.5 }}>
        <Typography id="company-info-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Company information
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <InfoRow term="Category">
            <Link component={RouterLink} to={categoryPath(company.category)}>
              {company.category}
            </Link>
          </InfoRow>
          {company.location && <InfoRow term="Location">{company.location}</InfoRow>}
          {company.website && (
            <InfoRow term="Website">
              <WebsiteLink href={company.website} />
            </InfoRow>
          )}
          <InfoRow term="Reviews">{reviewCountLabel(total)}</InfoRow>
          <InfoRow term="Listed since">{listedSince(company.createdAt)}</InfoRow>
        </Box>
        {/* Anyone may notify an illegal or misleading company page (DSA Art. 16). */}
        <Link component={RouterLink} to={noticeHref('company', company.id)} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          Report this company page
        </Link>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="rating-breakdown-heading" sx={{ p: 2.5 }}>
        <Typography id="rating-breakdown-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
          Rating breakdown
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1 }}>
            {total > 0 ? company.averageRating : '–'}
          </Typography>
          <Box>
            <StarRating rating={company.averageRating} size="small" />
            <Typography variant="body2" color="text.secondary">
              {total > 0 ? 'out of 5' : 'No ratings yet'}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ mb: 1 }} />
        <Box component="dl" sx={{ m: 0 }}>
          {breakdown.map(({ label, count, color }) => (
            <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Typography component="dt" variant="body2" sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {percentOf(count, total)}%
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  ({count.toLocaleString('en-US')})
                </Typography>
              </Typography>
            </Box>
          ))}
        </Box>
        <HowReviewsAreVerifiedLink sx={{ display: 'inline-block', mt: 1.5 }} />
      </Paper>
    </Box>
  );
}
